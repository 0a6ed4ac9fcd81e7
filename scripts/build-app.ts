/**
 * The build of `npm start` and `npm run demo` (scripts/start.sh): `vite build` only when what
 * it reads changed since the last build this script made, as a build takes half a minute and
 * most starts change nothing. What it reads: the app's sources, the build's own code and
 * settings, the locked dependencies and the VITE_* settings (README, "Runtime settings").
 * Their digest is kept beside the digest of the dist/index.html it built (index.html names
 * every hashed chunk), so a dist/ removed, or replaced by another build (`npx vite build` with
 * other VITE_* settings), is built again too.
 *
 * The stamp lives in node_modules/.cache, not in dist/, which the gateway serves. It is
 * written to a new file and renamed: a node_modules copied with hard links (`cp -al`) must
 * never have a file changed in place under its original.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** Files and folders the build reads, from the repository's root; missing ones are skipped. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'locales',
  'scripts/build',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

export const STAMP = 'node_modules/.cache/scamlock/build-stamp.json'

type Environment = Record<string, string | undefined>

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

const digest = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/** One digest of every input file (name and content) and of the VITE_* settings. */
export function inputsDigest(root: string, env: Environment): string {
  const hash = createHash('sha256')
  const files = BUILD_INPUTS.flatMap((path) => filesUnder(root, path)).sort()
  for (const file of files) {
    const content = readFileSync(join(root, file))
    hash.update(`${file}\0${content.length}\0`).update(content)
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${env[name] ?? ''}\0`)
  }
  return hash.digest('hex')
}

interface Stamp {
  inputs: string
  app: string
}

function builtApp(root: string): string | undefined {
  const index = join(root, 'dist/index.html')
  return existsSync(index) ? digest(readFileSync(index)) : undefined
}

/** True when dist/ holds the build this script made from these very inputs. */
export function isUpToDate(root: string, inputs: string): boolean {
  const app = builtApp(root)
  if (!app || !existsSync(join(root, STAMP))) return false
  try {
    const stamp = JSON.parse(readFileSync(join(root, STAMP), 'utf8')) as Partial<Stamp>
    return stamp.inputs === inputs && stamp.app === app
  } catch {
    return false
  }
}

export function writeStamp(root: string, inputs: string): void {
  const app = builtApp(root)
  if (!app) return
  const path = join(root, STAMP)
  mkdirSync(dirname(path), { recursive: true })
  const fresh = `${path}.${process.pid}`
  writeFileSync(fresh, JSON.stringify({ inputs, app } satisfies Stamp))
  renameSync(fresh, path)
}

function main(): number {
  const root = resolve(import.meta.dirname, '..')
  const before = inputsDigest(root, process.env)
  if (isUpToDate(root, before)) {
    console.log(
      'The app in dist/ is up to date: no build needed (a change to its sources builds it again).',
    )
    return 0
  }
  console.log('Building the app (its sources changed since the last build, or it was never built)…')
  // Vite builds for development when NODE_ENV says so (`NODE_ENV=development npm start`):
  // React's development build, several times larger and slower. The app is always built for
  // production; NODE_ENV is the gateway's setting.
  const { NODE_ENV: _gatewayMode, ...env } = process.env
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0) return result.status ?? 1
  // A source changed during the build: leave no stamp, so the next start builds again.
  if (inputsDigest(root, process.env) === before) writeStamp(root, before)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exit(main())
}
