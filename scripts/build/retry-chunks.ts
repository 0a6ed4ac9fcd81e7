/**
 * Rewrites every `import("./<chunk>.js")` of the built app into `__chunk("./<chunk>.js")`
 * (src/chunk-retry.ts), so that a chunk that failed to load is fetched again, at a fresh
 * address, at the next try: many browsers keep a failed `import()` for the life of the page.
 * All but the entry's import of the app itself, which comes before the retry exists.
 * In the browser build only: the prerender (Node) and the service worker have no lazy chunks
 * of the app to retry.
 *
 * The build fails if a chunk's dynamic import is not in the form it rewrites (a chunk in
 * another folder, an address that is not a literal), so no import escapes the retry silently.
 */
import type { Plugin, ResolvedConfig } from 'vite'

// A sibling chunk, in the quotes the bundler writes.
const CHUNK_IMPORT = /\bimport\((["'`])(\.\/[^"'`\s/]+\.js)\1\)/g

export function retryChunks(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'scamlock-retry-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      // Last: Vite has written each import's list of what to fetch with it by then (it finds
      // the imports by their `import(`), and the code is as it will be written.
      order: 'post',
      handler(_options, bundle) {
        if (config.build.ssr) return
        for (const chunk of Object.values(bundle)) {
          // The entry's one import, of the app, comes before the retry exists (it is the app's
          // first module), and a page whose app did not load has nothing to offer anyway.
          if (chunk.type !== 'chunk' || chunk.isEntry || chunk.dynamicImports.length === 0) {
            continue
          }
          const rewritten = chunk.code.replace(CHUNK_IMPORT, '__chunk($1$2$1)')
          // The one `import()` left may be the retry's own, of an address it makes.
          const own = /globalThis\.__chunk\s*=/.test(chunk.code)
          if (!own && /\bimport\(/.test(rewritten)) {
            throw new Error(`${chunk.fileName}: a dynamic import the chunk retry does not cover`)
          }
          chunk.code = rewritten
        }
      },
    },
  }
}
