/**
 * Where a bench server's time went: the functions with the most self time and the most
 * inclusive time in a V8 CPU profile, as shares of the time the process was busy (not idle).
 * Profiles come from `BENCH_CPU_PROF=<folder> npm run bench -- gateway` (servers.ts).
 *
 *   npx tsx scripts/bench/lib/profile-summary.ts <file.cpuprofile> [top=30] [last seconds] [filter]
 *
 * `last seconds` keeps only the end of the profile (the load, without the start-up: migrations
 * and seeding take most of a gateway's first seconds); `filter` keeps the functions whose name
 * or file contains it (e.g. `server/src`).
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

const name = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame
  const file = url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(server|scripts|src)\//, '$1/')
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
}

export function summarise(profile: Profile, top = 30, lastSeconds = 0, filter = '') {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const from = lastSeconds > 0 ? profile.endTime - lastSeconds * 1e6 : -Infinity
  const time = new Map<number, number>()
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    if (at >= from) time.set(id, (time.get(id) ?? 0) + delta)
  })
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let total = 0
  let idle = 0
  for (const [id, spent] of time) {
    const key = name(byId.get(id)!)
    total += spent
    if (key.startsWith('(idle)')) idle += spent
    self.set(key, (self.get(key) ?? 0) + spent)
    // Each function once per sample, however often it recurs on the stack.
    const seen = new Set<string>()
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = name(byId.get(node)!)
      if (seen.has(frame)) continue
      seen.add(frame)
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + spent)
    }
  }
  const busy = total - idle
  const lines = [`busy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s`]
  const list = (title: string, times: Map<string, number>) => {
    lines.push(`${title} (% of busy)`)
    const rows = [...times]
      .filter(([key]) => !/^\((idle|root)\)/.test(key) && key.includes(filter))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
    for (const [key, spent] of rows)
      lines.push(`${((100 * spent) / busy).toFixed(1).padStart(6)}  ${key}`)
  }
  list('self', self)
  list('inclusive', inclusive)
  return lines.join('\n')
}

if (process.argv[1] === import.meta.filename) {
  const [file, top, last, filter] = process.argv.slice(2)
  if (!file)
    throw new Error('Usage: profile-summary.ts <file.cpuprofile> [top] [last seconds] [filter]')
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  console.log(summarise(profile, Number(top ?? 30), Number(last ?? 0), filter ?? ''))
}
