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
 * A fresh address cannot help when what fails is a module the chunk imports, which failed at
 * its own address before (the line dropped half-way through a load) in a browser that keeps
 * failures: then the page offers to reload (components/ReloadOffer.tsx), a draft being kept.
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
      // At a fresh address and while the device says it is online, the chunk still fails: a
      // module it imports failed before (the line dropped mid-load) and this browser keeps
      // that failure, which only a new page clears. The page offers to reload.
      if (tries && navigator.onLine) {
        void import('./components/ReloadOffer').then(
          (offer) => offer.offerReload(),
          () => undefined,
        )
      }
      throw error
    },
  )
}

declare global {
  var __chunk: (specifier: string) => Promise<unknown>
}

export {}
