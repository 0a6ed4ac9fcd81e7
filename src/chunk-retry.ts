/**
 * Every lazy chunk of the app is imported through this (the build rewrites each `import()`
 * of a chunk into a call of `__chunk`: scripts/build/retry-chunks.ts), so that a chunk that
 * failed to load, because the line dropped or the phone was offline before the service
 * worker had it, is fetched again at the next try, in every browser. It is the first module
 * of the app (src/app.tsx), before any of them asks for a chunk.
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
 * failures: when a retry fails though the chunk itself can be fetched, the page offers to
 * reload (components/ReloadOffer.tsx), drafts being kept. (A chunk gone from the server, after
 * a new version, is the same case, and a reload the same cure.)
 *
 * All chunks are in one folder (assets/), this module too, so a chunk's `./<name>.js` means
 * the same file here as where it was written. Every page's first load carries this: it is
 * kept as small as it can be.
 */
const failures: Record<string, number> = {}

globalThis.__chunk = (specifier: string) => {
  const tries = failures[specifier]
  const address = tries ? `${specifier}?retry=${tries}` : specifier
  return import(/* @vite-ignore */ address).catch((error: unknown) => {
    failures[specifier] = (tries ?? 0) + 1
    // A retry failed, yet the chunk can be fetched (not offline, then): only a new page can
    // load what it imports. Offline, the fetch fails too and the page says what it says.
    if (tries) {
      void fetch(new URL(address, import.meta.url))
        .then(() => import('./components/ReloadOffer'))
        .then(
          (offer) => offer.offerReload(),
          () => undefined,
        )
    }
    throw error
  })
}

declare global {
  var __chunk: (specifier: string) => Promise<unknown>
}

export {}
