/**
 * Every lazy chunk of the app is imported through this (the build rewrites each `import()`
 * of a chunk into a call of `__chunk`: scripts/build/retry-chunks.ts), so that a chunk that
 * failed to load, because the line dropped or the phone was offline before the service
 * worker had it, is fetched again at the next try, in every browser.
 *
 * Why a fresh address: a browser keeps the module it fetched for an address for the life of
 * the page, and many keep a failed fetch too (the HTML standard said so until 2024; Debian's
 * Chromium 150 and many phones' browsers still do), so `import()` of the same address fails
 * at once, for ever, without asking the network. The next try asks for `<chunk>?retry=<n>`,
 * which no browser has seen; the service worker answers it from its copy like the chunk itself
 * (src/sw.ts). Once a retry has loaded, later imports use its address, so the page keeps one
 * copy of the module.
 *
 * All chunks are in one folder (assets/), this module too, so a chunk's `./<name>.js` means
 * the same file here as where it was written. Every page's first load carries this: it is
 * kept as small as it can be.
 */
const failures: Record<string, number> = {}

globalThis.__chunk = (specifier: string) => {
  const tries = failures[specifier]
  return import(/* @vite-ignore */ tries ? `${specifier}?retry=${tries}` : specifier).catch(
    (error: unknown) => {
      failures[specifier] = (tries ?? 0) + 1
      throw error
    },
  )
}

declare global {
  var __chunk: (specifier: string) => Promise<unknown>
}

export {}
