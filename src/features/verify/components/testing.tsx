/**
 * Test helpers for the verify pages: English Lingui, a memory router around the page (pages
 * use <Link> and the route's title), and a fetch stub that answers like the gateway.
 * Not a test file itself; imported by the *.test.tsx files beside it.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'

i18n.loadAndActivate({ locale: 'en', messages: {} })

// jsdom does not lay out, so it has no scrollIntoView; the error summary's links call it.
Element.prototype.scrollIntoView ??= () => undefined

/** Renders `page` at `/` inside a router and waits for its h1. */
export async function renderPage(page: () => ReactNode) {
  const root = createRootRoute({ component: Outlet })
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: page,
    // A plain descriptor (no macro), so this helper adds nothing to the catalogs.
    staticData: { title: { id: 'Test page' } },
  })
  const router = createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router as never} />
    </I18nProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
  return view
}

export type FetchCall = [url: string, init: RequestInit]

/** Stubs fetch with gateway answers: `data` becomes `{ success: true, data }`. */
export function answerWith(
  ...answers: Array<{ data: unknown } | { status: number; body: unknown } | Error>
) {
  const queue = [...answers]
  const fetchMock = vi.fn(async (..._args: FetchCall) => {
    const next = queue.length > 1 ? queue.shift() : queue[0]
    if (!next) throw new Error('No answer stubbed')
    if (next instanceof Error) throw next
    if ('data' in next) return Response.json({ success: true, data: next.data })
    return Response.json(next.body, { status: next.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The JSON body of the n-th request. */
export function sentJson(fetchMock: ReturnType<typeof answerWith>, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1]
  return JSON.parse(String(init?.body))
}
