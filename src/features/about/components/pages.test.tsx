import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { AboutUs } from './AboutUs'
import { TermsAndConditions } from './TermsAndConditions'

i18n.loadAndActivate({ locale: 'en', messages: {} })

async function renderPage(page: () => ReactNode) {
  const root = createRootRoute({ component: Outlet })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: page })
  const router = createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router as never} />
    </I18nProvider>,
  )
  await screen.findAllByRole('heading', { level: 2 })
}

describe('About Us', () => {
  it('says what can be checked, with a link to each check', async () => {
    await renderPage(AboutUs)
    for (const [name, href] of [
      ['A product', '/'],
      ['A document', '/verify/document'],
      ['An agent or company', '/verify/agent'],
      ['A promotion', '/verify/promotion'],
      ['A phone number', '/verify/callerId'],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href)
    expect(screen.getByRole('heading', { name: 'What an answer means' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '19777' }).getAttribute('href')).toBe('tel:19777')
  })
})

describe('Terms and Conditions', () => {
  it('has the privacy notice at #privacy, the footer link target', async () => {
    await renderPage(TermsAndConditions)
    const privacy = document.getElementById('privacy')
    expect(privacy?.tagName).toBe('H2')
    expect(privacy?.textContent).toBe('Privacy: what happens to what you enter')
    expect(document.body.textContent).toContain('Your last 10 checks are kept on your device only')
  })
})
