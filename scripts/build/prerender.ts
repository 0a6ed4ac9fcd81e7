/**
 * The build's prerender step (issue 13 item 1): a Vite plugin that, once the app is built and
 * before the service worker's precache list is made (vite-plugin-pwa runs after it), builds
 * src/prerender.tsx for Node with the app's own plugins, renders every public page in every
 * language, and writes each into a copy of the built index.html:
 *
 *   dist/pages/<locale>/<path>/index.html   (<html lang>, <title>, and #root filled in)
 *   dist/pages/pages.json                   the paths and locales written
 *
 * The gateway serves the page of the visitor's language (server/src/http/static.ts) and the
 * service worker its precached copy (src/sw.ts); dist/index.html stays the empty app shell for
 * everything else (pages with parameters, the catch-all). The Node build goes under
 * node_modules/.cache so that its imports of React and the rest resolve, and is deleted after.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite'

export const PAGES_DIR = 'pages'
export const PAGES_INDEX = 'pages.json'

interface PrerenderModule {
  LOCALES: readonly string[]
  prerenderPaths(): string[]
  renderPage(path: string, locale: string): Promise<{ html: string; title: string }>
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The built shell with one page's language, title and HTML put in. */
export function fillTemplate(
  template: string,
  page: { html: string; title: string; locale: string; lang: string },
): string {
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      // A function, so that `$` in the page's HTML is not read as a replacement pattern.
      () => `<div id="root" data-locale="${page.locale}">${page.html}</div>`,
    )
  if (!filled.includes(`data-locale="${page.locale}"`))
    throw new Error('index.html has no empty <div id="root"></div> to prerender into')
  return filled
}

export function pagePath(outDir: string, locale: string, path: string): string {
  return join(outDir, PAGES_DIR, locale, path === '/' ? '' : path, 'index.html')
}

/** `plugins`: the app's plugins, for the Node build of src/prerender.tsx. */
export function prerender(plugins: () => PluginOption[], htmlLang: Record<string, string>): Plugin {
  let config: ResolvedConfig
  return {
    name: 'scamlock-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
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
          },
        })
        try {
          const entry = pathToFileURL(join(work, 'prerender.js')).href
          const app = (await import(`${entry}?t=${Date.now()}`)) as PrerenderModule
          const template = readFileSync(join(outDir, 'index.html'), 'utf8')
          const paths = app.prerenderPaths()
          for (const locale of app.LOCALES) {
            const lang = htmlLang[locale] ?? locale
            for (const path of paths) {
              const page = await app.renderPage(path, locale)
              const file = pagePath(outDir, locale, path)
              mkdirSync(join(file, '..'), { recursive: true })
              writeFileSync(file, fillTemplate(template, { ...page, locale, lang }))
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
