/**
 * The build's prerender step (first paint): a Vite plugin that, once the app is built and
 * before the service worker's precache list is made (vite-plugin-pwa runs after it), builds
 * src/prerender.tsx for Node with the app's own plugins, renders every public page in every
 * language, and writes each into a copy of the built index.html:
 *
 *   dist/pages/<locale>/<path>/index.html   (<html lang>, <title>, and #root filled in)
 *   dist/pages/pages.json                   the paths and locales written
 *
 * Each page's #root names, in `data-chunks`, the chunks of its routes and of its area's shell
 * with everything they import (not those the app itself loads with): src/main.tsx fetches them
 * together with the app, after the first paint. The app's lazy imports then carry no list of
 * what to fetch with each chunk (vite.config.ts), 1.7 KiB less in every page's JavaScript.
 *
 * The gateway serves the page of the visitor's language (server/src/http/static.ts) and the
 * service worker its precached copy (src/sw.ts); dist/index.html stays the empty app shell for
 * everything else (pages with parameters, the catch-all). The Node build goes under
 * node_modules/.cache so that its imports of React and the rest resolve, and is deleted after.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { OutputBundle } from 'rolldown'
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite'

export const PAGES_DIR = 'pages'
export const PAGES_INDEX = 'pages.json'

interface PrerenderModule {
  LOCALES: readonly string[]
  prerenderPaths(): string[]
  renderPage(
    path: string,
    locale: string,
  ): Promise<{ html: string; title: string; routeIds: string[]; area: string }>
}

/**
 * The modules each area's shell loads (src/routes/-components/shells.tsx). The build fails if
 * one of them is no longer a chunk's, so this list cannot fall behind the shells silently.
 */
const SHELL_MODULES: Record<string, readonly string[]> = {
  verify: ['src/routes/-components/verify-shell.tsx'],
  'self-help': [
    'src/features/self-help/components/PortalHeader.tsx',
    'src/features/self-help/components/PortalFooter.tsx',
  ],
  insurance: ['src/features/insurance/components/InsuranceShell.tsx'],
  staff: [],
}

/** Route id -> its file under src/routes (without extension), from the generated route tree. */
export function routeFiles(routeTree: string): Map<string, string> {
  const fileOf = new Map<string, string>()
  for (const [, name, file] of routeTree.matchAll(
    /import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g,
  )) {
    fileOf.set(name!, file!)
  }
  const importOf = new Map<string, string>()
  for (const [, route, name] of routeTree.matchAll(/const (\w+) =\s*(\w+)\.update\(/g)) {
    importOf.set(route!, name!)
  }
  const byId = `${/export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTree)?.[1] ?? ''}\n`
  const files = new Map<string, string>()
  for (const [, id, route] of byId.matchAll(/'?([^\s':]+)'?: typeof (\w+?)(?:WithChildren)?\n/g)) {
    const file = fileOf.get(importOf.get(route!) ?? route!)
    if (file) files.set(id!, file)
  }
  return files
}

/**
 * For each chunk: the source modules in it and the chunks it imports. `chunksFor` gives the
 * chunks a set of modules needs, with all they import, less those `loadedWithTheApp`.
 */
function chunkGraph(bundle: OutputBundle, root: string, loadedWithTheApp: RegExp) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const byModule = new Map<string, string>()
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (id.startsWith(root)) byModule.set(id.slice(root.length + 1), chunk.fileName)
    }
  }
  // A chunk of styles alone is emptied and left out of the output (the app has one stylesheet),
  // though the chunks that imported it still list it.
  const written = new Set(chunks.map((chunk) => chunk.fileName))
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
  const chunkOf = (module: string) => {
    const file = byModule.get(module)
    if (!file) throw new Error(`no chunk has ${module}: update SHELL_MODULES or the route files`)
    return file
  }
  const chunksFor = (modules: readonly string[]) => {
    const found = new Set<string>()
    const visit = (file: string) => {
      if (found.has(file) || !written.has(file) || loadedWithTheApp.test(file)) return
      found.add(file)
      for (const next of importsOf.get(file) ?? []) visit(next)
    }
    for (const module of modules) visit(chunkOf(module))
    return [...found]
  }
  return { byModule, chunksFor }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The built shell with one page's language, title and HTML put in. */
export function fillTemplate(
  template: string,
  page: { html: string; title: string; locale: string; lang: string; chunks?: readonly string[] },
): string {
  const chunks = page.chunks?.length ? ` data-chunks="${escapeHtml(page.chunks.join(' '))}"` : ''
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      // A function, so that `$` in the page's HTML is not read as a replacement pattern.
      () => `<div id="root" data-locale="${page.locale}"${chunks}>${page.html}</div>`,
    )
  if (!filled.includes(`data-locale="${page.locale}"`))
    throw new Error('index.html has no empty <div id="root"></div> to prerender into')
  return filled
}

export function pagePath(outDir: string, locale: string, path: string): string {
  return join(outDir, PAGES_DIR, locale, path === '/' ? '' : path, 'index.html')
}

/**
 * `plugins`: the app's plugins, for the Node build of src/prerender.tsx; `htmlLang`: by locale,
 * the language its pages are written in (src/shared/locales.ts, TEXT_LANG); `loadedWithTheApp`:
 * the chunks every page has before its own (not named in `data-chunks`).
 */
export function prerender(
  plugins: () => PluginOption[],
  htmlLang: Record<string, string>,
  loadedWithTheApp: RegExp,
): Plugin {
  let config: ResolvedConfig
  let graph: ReturnType<typeof chunkGraph> | undefined
  return {
    name: 'scamlock-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    // The bundle as written: what other plugins took out of it by then is not named.
    writeBundle(_options, bundle) {
      if (!config.build.ssr) graph = chunkGraph(bundle, config.root, loadedWithTheApp)
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const work = resolve(config.root, 'node_modules/.cache/scamlock-prerender')
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: plugins(),
          build: {
            ssr: 'src/prerender.tsx',
            outDir: work,
            emptyOutDir: true,
            target: 'node22',
            minify: false,
            // No report of slow plugins (vite.config.ts says why).
            rolldownOptions: { checks: { bundlerTimings: false } },
          },
        })
        try {
          const entry = pathToFileURL(join(work, 'prerender.js')).href
          const app = (await import(`${entry}?t=${Date.now()}`)) as PrerenderModule
          const template = readFileSync(join(outDir, 'index.html'), 'utf8')
          const files = routeFiles(readFileSync(join(config.root, 'src/routeTree.gen.ts'), 'utf8'))
          const base = config.base.replace(/\/?$/, '/')
          const chunksOf = ({ routeIds, area }: { routeIds: string[]; area: string }) => {
            if (!graph) throw new Error('the prerender saw no client bundle')
            const { byModule, chunksFor } = graph
            const modules = routeIds
              .map((id) => {
                const file = files.get(id)
                if (!file) throw new Error(`route ${id} is not in src/routeTree.gen.ts`)
                return `src/routes/${file}`
              })
              .flatMap((file) =>
                ['.tsx', '.ts']
                  .map((ext) => `${file}${ext}?tsr-split=component`)
                  .filter((module) => byModule.has(module)),
              )
            return chunksFor([...modules, ...(SHELL_MODULES[area] ?? [])]).map(
              (file) => `${base}${file}`,
            )
          }
          const paths = app.prerenderPaths()
          for (const locale of app.LOCALES) {
            const lang = htmlLang[locale] ?? locale
            for (const path of paths) {
              const page = await app.renderPage(path, locale)
              const file = pagePath(outDir, locale, path)
              mkdirSync(join(file, '..'), { recursive: true })
              const chunks = chunksOf(page)
              writeFileSync(file, fillTemplate(template, { ...page, locale, lang, chunks }))
            }
          }
          writeFileSync(
            join(outDir, PAGES_DIR, PAGES_INDEX),
            JSON.stringify({ locales: app.LOCALES, paths }, null, 1),
          )
        } finally {
          rmSync(work, { recursive: true, force: true })
        }
      },
    },
  }
}
