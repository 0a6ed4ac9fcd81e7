/**
 * Prerendering, at build time only (scripts/build/prerender.ts builds this
 * module for Node after the app and runs it; it is never part of the app's bundle). Every
 * public page is rendered to HTML in every language, so its text shows before any script
 * has run; src/main.tsx then hydrates that HTML with the same language and the same route.
 *
 * Which pages: every route without a parameter, outside the staff area (staff pages are not
 * public, and a page with a parameter has no one HTML: the app shell renders it). The router
 * is made here rather than imported from router.ts, whose navigation hooks need a window; its
 * options that shape the HTML are the same (none but the route tree).
 *
 * `prerender` (react-dom/static) waits for every lazy part (the notices and prompts the root
 * loads after paint) to render, so the HTML has the same Suspense boundaries the app will
 * hydrate.
 */
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { areaOf, type Area } from './config/areas'
import { loadMessages } from './i18n/activate'
import type { AppLocale } from './i18n/locales'
import { routeTree } from './routeTree.gen'
import { documentTitle } from './routes/-components/document-title'
import { SHELLS } from './routes/-components/shells'

export { LOCALES } from './i18n/locales'

const newRouter = (path = '/') =>
  createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })

/** The addresses to prerender: parameter-free, not staff. */
export function prerenderPaths(): string[] {
  return Object.keys(newRouter().routesByPath)
    .filter((path) => !path.includes('$') && areaOf(path) !== 'staff')
    .sort()
}

export interface RenderedPage {
  /** The inside of #root. */
  html: string
  title: string
  /** The routes the page is made of, outermost first (their code is fetched with the app). */
  routeIds: string[]
  area: Area
}

export async function renderPage(path: string, locale: AppLocale): Promise<RenderedPage> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } })
  const router = newRouter(path)
  await router.load()
  const match = router.state.matches.at(-1)
  if (!match || match.routeId === '/$') throw new Error(`${path} is not a page of the app`)
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  const root = router.state.matches[0]?.staticData.title
  const title = match.staticData.title === root ? undefined : match.staticData.title
  return {
    html: await new Response(prelude).text(),
    title: documentTitle(i18n, title, SHELLS[areaOf(path)].name),
    routeIds: router.state.matches.map((item) => item.routeId),
    area: areaOf(path),
  }
}
