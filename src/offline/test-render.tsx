/**
 * Renders a page of the outbox's features for unit tests (imported by *.test.tsx only):
 * English Lingui, a memory router with the routes these pages link to, and the confirm
 * dialog, so Remove can be confirmed as a person would.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ConfirmDialog } from '../components/dialogs/ConfirmDialog'

i18n.loadAndActivate({ locale: 'en', messages: {} })
Element.prototype.scrollIntoView ??= () => undefined
// jsdom has no <dialog> methods.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false
}

const Empty = () => null

/** Renders `page` at `path` (matched by `pattern`), with a plain title for the h1. */
export function renderAt(path: string, pattern: string, page: () => ReactNode) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ConfirmDialog />
      </>
    ),
  })
  const routes = [
    '/',
    '/outbox',
    '/submitted/$reference',
    '/product-pre-registration',
    '/self-help/status',
  ]
    .filter((item) => item !== pattern)
    .map((item) => createRoute({ getParentRoute: () => root, path: item, component: Empty }))
  const target = createRoute({
    getParentRoute: () => root,
    path: pattern,
    component: page,
    staticData: { title: { id: 'Test page' } },
  })
  const router = createRouter({
    routeTree: root.addChildren([target, ...routes]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router as never} />
    </I18nProvider>,
  )
  return { ...view, router }
}
