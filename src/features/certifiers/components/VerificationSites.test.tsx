/**
 * The Verification Sites page in jsdom against a fake gateway (fetch stubbed with a list of
 * 47 sites): paging, focus, the live region, search, and the offline copy. The real gateway
 * is exercised by tests/browser/certifiers.test.ts.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages, messagesStore, processingStore } from '../../../gateway/status'
import type { Certifier } from '../../../shared/schemas/verify'
import { STORAGE_KEY } from '../storage'
import { VerificationSites } from './VerificationSites'

const DISTRICTS = ['central', 'chobe', 'ghanzi', 'kgalagadi', 'kweneng']
const SITES: Certifier[] = Array.from({ length: 47 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Site ${i + 1}`,
  kind: 'Testing laboratory',
  district: DISTRICTS[i % DISTRICTS.length]!,
  address: `Plot ${i + 1}`,
  phone: '+267 390 3200',
  email: `site${i + 1}@example.org`,
  website: i === 0 ? 'https://bobs.example' : i === 1 ? 'http://plain.example' : undefined,
  sample: i === 0 ? true : undefined,
}))

type Mode = 'online' | 'offline' | 'error'
let mode: Mode = 'online'
const requests: Array<{ path: string; body: Record<string, unknown> }> = []

function gateway(url: string, init: RequestInit): Promise<Response> {
  if (mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'))
  if (mode === 'error') {
    const body = { success: false, message: 'The register is being updated' }
    return Promise.resolve(new Response(JSON.stringify(body), { status: 503 }))
  }
  const path = new URL(url, 'http://localhost').pathname.replace('/api/', '')
  const body = JSON.parse(String(init.body)) as { query?: string; page: number; pageSize: number }
  requests.push({ path, body })
  const matching =
    path === 'certifier/search'
      ? SITES.filter((site) => site.district.includes(body.query!.toLowerCase()))
      : SITES
  const start = (body.page - 1) * body.pageSize
  const envelope = {
    success: true,
    data: matching.slice(start, start + body.pageSize),
    page: body.page,
    pageSize: body.pageSize,
    total: matching.length,
  }
  return Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 }))
}

beforeAll(() => {
  // The router scrolls after a navigation; jsdom has no layout to scroll.
  window.scrollTo = () => {}
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

beforeEach(() => {
  mode = 'online'
  requests.length = 0
  localStorage.clear()
  clearMessages()
  vi.stubGlobal('fetch', vi.fn(gateway))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function renderPage() {
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: VerificationSites,
    staticData: { title: msg`Verification Sites` },
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
  await screen.findByRole('heading', { level: 1, name: 'Verification Sites' })
  return view
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem')
const status = () => screen.getAllByRole('status')[0]!

describe('Verification Sites', () => {
  it('pages through the list 20 at a time, moving focus and announcing the count', async () => {
    const user = userEvent.setup()
    await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(status().textContent).toContain('Showing 20 of 47 verification sites.')
    expect(requests[0]).toEqual({ path: 'certifier/list', body: { page: 1, pageSize: 20 } })

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items()).toHaveLength(40))
    expect(status().textContent).toContain('Showing 40 of 47 verification sites.')
    expect(document.activeElement).toBe(items()[20])
    expect(items()[20]!.getAttribute('aria-labelledby')).toBe('site-c21')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items()).toHaveLength(47))
    expect(status().textContent).toContain('Showing all 47 verification sites.')
    expect(document.activeElement).toBe(items()[40])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it('shows each site with its contact links, and links only an https website', async () => {
    await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))
    const first = within(items()[0]!)
    expect(first.getByRole('heading', { name: 'Site 1' })).toBeTruthy()
    expect(first.getByText('Testing laboratory')).toBeTruthy()
    expect(first.getByText('Central')).toBeTruthy()
    expect(first.getByText('Sample record, for trying the app')).toBeTruthy()
    expect(first.getByRole('link', { name: '+267 390 3200' }).getAttribute('href')).toBe(
      'tel:+2673903200',
    )
    expect(first.getByRole('link', { name: 'site1@example.org' }).getAttribute('href')).toBe(
      'mailto:site1@example.org',
    )
    const website = first.getByRole('link', { name: /bobs\.example/ })
    expect(website.getAttribute('href')).toBe('https://bobs.example/')
    expect(website.getAttribute('rel')).toBe('noopener noreferrer')
    const second = within(items()[1]!)
    expect(second.getByText('http://plain.example')).toBeTruthy()
    expect(second.queryByRole('link', { name: /plain\.example/ })).toBeNull()
    expect(second.queryByText('Sample record, for trying the app')).toBeNull()
  })

  it('searches, says when nothing matches, and clears back to the whole list', async () => {
    const user = userEvent.setup()
    await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))

    await user.type(screen.getByLabelText('Search verification sites'), 'Chobe')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(items()).toHaveLength(10))
    expect(requests.at(-1)).toEqual({
      path: 'certifier/search',
      body: { query: 'Chobe', page: 1, pageSize: 20 },
    })
    expect(status().textContent).toContain('Showing all 10 verification sites that match “Chobe”.')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    await user.clear(screen.getByLabelText('Search verification sites'))
    await user.type(screen.getByLabelText('Search verification sites'), 'Atlantis')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(status().textContent).toContain('No verification sites match “Atlantis”.'),
    )
    expect(screen.queryByRole('list')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(requests.at(-1)).toEqual({ path: 'certifier/list', body: { page: 1, pageSize: 20 } })
    expect(document.activeElement).toBe(screen.getByLabelText('Search verification sites'))
    expect((screen.getByLabelText('Search verification sites') as HTMLInputElement).value).toBe('')
  })

  it('asks for a search term instead of sending an empty search', async () => {
    const user = userEvent.setup()
    await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))
    const sent = requests.length
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a search term')
    expect(requests).toHaveLength(sent)
  })

  it('offline, shows every site kept on the device and searches them there, without a dialog', async () => {
    const user = userEvent.setup()
    const first = await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))
    // The whole list is fetched quietly once the first page is in.
    await waitFor(() => expect(requests.some(({ body }) => body.pageSize === 100)).toBe(true))
    first.unmount()

    mode = 'offline'
    await renderPage()
    await waitFor(() => expect(items()).toHaveLength(47))
    expect(status().textContent).toMatch(/Saved on this device: last updated .*\d{4}/)
    expect(status().textContent).toContain('Showing all 47 verification sites.')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(messagesStore.getSnapshot()).toEqual([])
    expect(processingStore.getSnapshot()).toBe(0)

    await user.type(screen.getByLabelText('Search verification sites'), 'Chobe')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(items()).toHaveLength(10))
    expect(status().textContent).toContain('this search was made on this device')
    expect(status().textContent).toContain('Showing all 10 verification sites that match “Chobe”.')
    expect(messagesStore.getSnapshot()).toEqual([])
  })

  it('says so when offline with nothing saved, and tries again on request', async () => {
    const user = userEvent.setup()
    mode = 'offline'
    await renderPage()
    expect(
      await screen.findByText(/no list of verification sites is saved on this device yet/),
    ).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(messagesStore.getSnapshot()).toEqual([])

    mode = 'online'
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('puts a failed answer in the message dialog and still shows the saved list', async () => {
    const first = await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))
    first.unmount()

    mode = 'error'
    await renderPage()
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(messagesStore.getSnapshot()).toEqual(['The register is being updated'])
    expect(status().textContent).toContain('The list could not be refreshed')
  })

  it('ignores a corrupt saved list', async () => {
    localStorage.setItem(STORAGE_KEY, '{"version":1,"list":"<script>"}')
    mode = 'offline'
    await renderPage()
    expect(
      await screen.findByText(/no list of verification sites is saved on this device yet/),
    ).toBeTruthy()
    await act(async () => {})
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })
})
