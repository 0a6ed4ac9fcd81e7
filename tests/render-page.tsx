/**
 * Renders one page component for a unit test as the app would: English Lingui and a memory
 * router whose single route carries the page's title (PageTitle reads it). Resolves once the
 * page's h1 is on screen.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'

export async function renderPage(component: RouteComponent, title: MessageDescriptor) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} })
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component,
    staticData: { title },
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  await screen.findByRole('heading', { level: 1, name: i18n._(title) })
  return view
}
