/**
 * A journey as a person meets it, on the real journeys and contracts, in jsdom with a memory
 * router: what a page says when a file is missing or has been chosen, where Continue leads
 * after a change of answer that opens a page, what Back after submitting shows, how the
 * error words read, and the count of characters near a limit. (Focus after a navigation,
 * which the app's router moves, is held by tests/browser/portal-details.test.ts.)
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
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDraft } from '../../src/drafts'
import { outboxDb, resetOutboxDb } from '../../src/offline/db'
import { getEntry } from '../../src/offline/outbox'
import { selfExclusion, thirdPartyExclusion } from '../../src/features/exclusions/journeys'
import { selfExclusion as selfFirstPage } from '../../src/features/exclusions/self-journey'
import { productRegistration } from '../../src/features/product-registration/journey'
import { complaint, report } from '../../src/features/seek-help/journeys'
import { journeySearch } from '../../src/journey/search'
import type { Journey } from '../../src/journey/types'
import { JourneyView } from '../../src/journey/components/JourneyView'

i18n.loadAndActivate({ locale: 'en', messages: {} })
Element.prototype.scrollIntoView ??= () => undefined

function open(journey: Journey, search = '') {
  const root = createRootRoute({ component: Outlet })
  const form = createRoute({
    getParentRoute: () => root,
    path: journey.path,
    validateSearch: journeySearch,
    component: () => <JourneyView journey={journey} />,
  })
  const others = [journey.startPath, '/submitted/$reference'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>Elsewhere</h1> }),
  )
  const router = createRouter({
    routeTree: root.addChildren([form, ...others]),
    history: createMemoryHistory({ initialEntries: [`${journey.path}${search}`] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return router
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })
const summary = () => screen.findByRole('alert')
const pdf = (name: string) =>
  new File(['%PDF-1.7\n%âãÏÓ\n1 0 obj'], name, { type: 'application/pdf' })

afterEach(() => vi.restoreAllMocks())

beforeEach(async () => {
  sessionStorage.clear()
  await outboxDb().delete()
  resetOutboxDb()
  for (const journey of [
    selfExclusion,
    thirdPartyExclusion,
    report,
    complaint,
    productRegistration,
  ]) {
    await clearDraft(journey.id)
  }
})

describe('the documents page', () => {
  it('names each missing file in the summary, and drops a file’s error once one is chosen', async () => {
    const user = userEvent.setup()
    open(thirdPartyExclusion, '?step=documents')
    await heading('Documents')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const links = within(await summary())
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual([
      'Select a file for “A copy of your ID or passport”',
      'Select a file for “A copy of their ID or passport”',
      'Select a file for “A recent photo of their face”',
    ])

    await user.upload(screen.getByLabelText('A copy of your ID or passport'), pdf('omang.pdf'))
    await screen.findByText(/omang\.pdf, 1 KB/)
    const list = within(await summary()).getAllByRole('link')
    expect(list.map((link) => link.textContent)).not.toContain(
      'Select a file for “A copy of your ID or passport”',
    )
    expect(screen.queryAllByText('Select a file for “A copy of your ID or passport”')).toHaveLength(
      0,
    )
    expect(list).toHaveLength(2)
  })
})

describe('the product pre-registration', () => {
  it('lists every missing answer in the order of the page, and saves nothing', async () => {
    const user = userEvent.setup()
    open(productRegistration)
    await heading('Register a product')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const links = within(await summary())
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual([
      'Enter the company name',
      'Enter your name',
      'Enter an email address',
      'Enter a phone number',
      'Enter the product name',
      'Enter the code',
      'Enter the brand',
      'Select a category',
      'Enter the batch number or serial range',
      'Enter a description of the product',
    ])
    expect(await outboxDb().entries.count()).toBe(0)
  })

  /** Answers the first page, adds a leaflet on the next and goes on to Check your answers. */
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await heading('Register a product')
    const answers: Record<string, string> = {
      'Company name': 'Kalahari Foods (Pty) Ltd',
      'Contact person': 'Neo Molefe',
      'Email address': 'neo@kalahari.example',
      'Phone number': '+267 71 234 567',
      'Product name': 'Morula jam',
      'Product code': 'mj 250 001',
      Brand: 'Kalahari Gold',
      'Batch number or serial range': 'KG-1 to KG-500',
      Description: 'Morula fruit jam in 250 g jars.',
    }
    for (const [label, value] of Object.entries(answers)) {
      await user.type(screen.getByLabelText(label), value)
    }
    await user.selectOptions(screen.getByLabelText('Category'), 'food')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Photos and a document')
    await user.upload(screen.getByLabelText('Supporting document (optional)'), pdf('leaflet.pdf'))
    await screen.findByRole('button', { name: 'Remove leaflet.pdf' })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Check your answers before sending')
  }

  it('saves its answers as flat fields with its document, and the code for the confirmation', async () => {
    const user = userEvent.setup()
    const router = open(productRegistration)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await heading('Elsewhere')
    const reference = router.state.location.pathname.split('/').at(-1)!
    expect(reference).toMatch(/^PR-[0-9A-Z]{8}$/)
    // Read back as the sender reads it: in clear (the device keeps it sealed).
    expect(await getEntry(reference)).toMatchObject({
      call: 'product/register',
      encoding: 'multipart',
      fields: { companyName: 'Kalahari Foods (Pty) Ltd', category: 'food', brand: 'Kalahari Gold' },
      summary: { productCode: 'MJ250001' },
      fileCount: 1,
      correctPath: '/product-pre-registration',
    })
  })

  it('says in plain words when the device is full, and keeps the answers', async () => {
    const user = userEvent.setup()
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    vi.spyOn(outboxDb().files, 'bulkAdd').mockRejectedValue(full)
    const router = open(productRegistration)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const alert = await screen.findByText(/There is not enough space on this device/)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(router.state.location.pathname).toBe('/product-pre-registration')
    expect(screen.getByText('Kalahari Foods (Pty) Ltd')).toBeTruthy()
    expect(await outboxDb().entries.count()).toBe(0)
  })

  it('refuses a document that is not a PDF or a picture, by its content', async () => {
    const user = userEvent.setup()
    open(productRegistration, '?step=files')
    await heading('Photos and a document')
    await user.upload(
      screen.getByLabelText('Supporting document (optional)'),
      new File(['<html>'], 'fake.pdf', { type: 'application/pdf' }),
    )
    await screen.findByText('fake.pdf: The selected file must be a PDF, JPG, PNG or WebP')
    expect(screen.queryByRole('button', { name: 'Remove fake.pdf' })).toBeNull()
  })

  it('reopens a refused entry with the service’s words, and sends the correction', async () => {
    const user = userEvent.setup()
    await outboxDb().entries.add({
      reference: 'PR-AAAAAAAA',
      call: 'product/register',
      encoding: 'multipart',
      title: { id: 'Product pre-registration' },
      fields: {
        companyName: 'Kalahari Foods (Pty) Ltd',
        contactName: 'Neo Molefe',
        email: 'neo@kalahari.example',
        phone: '+26771234567',
        productName: 'Morula jam',
        productCode: 'MJ250001',
        brand: 'Kalahari Gold',
        category: 'food',
        batch: 'KG-1 to KG-500',
        description: 'Morula fruit jam in 250 g jars.',
      },
      fileCount: 0,
      bytes: 0,
      state: 'needs-attention',
      attempts: 1,
      nextTryAt: 0,
      lastError: {
        kind: 'rejected',
        status: 400,
        message: 'Invalid input',
        errors: [{ path: 'brand', message: 'Brand must be 150 characters or fewer' }],
      },
      createdAt: 1,
      updatedAt: 1,
    })
    const router = open(productRegistration, '?correct=PR-AAAAAAAA')
    await screen.findByText(/The service did not accept PR-AAAAAAAA/)
    expect(screen.getAllByText('Brand must be 150 characters or fewer').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('link', { name: /^Change.*Brand$/ }))
    await heading('Register a product')
    await user.clear(screen.getByLabelText('Brand'))
    await user.type(screen.getByLabelText('Brand'), 'Kalahari')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Check your answers before sending')
    await user.click(screen.getByRole('button', { name: 'Submit again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/submitted/PR-AAAAAAAA'))
    expect(await getEntry('PR-AAAAAAAA')).toMatchObject({
      state: 'waiting',
      attempts: 0,
      fields: { brand: 'Kalahari', productCode: 'MJ250001' },
      summary: { productCode: 'MJ250001' },
    })
  })
})

describe('a change of answer on Check your answers', () => {
  it('goes through the contact page a report needs once it is no longer anonymous', async () => {
    const user = userEvent.setup()
    const router = open(report)
    await heading('What is happening?')
    await user.click(screen.getByLabelText('Illegal gambling machines'))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Where is it happening?')
    await user.type(screen.getByLabelText('The place'), 'Bus rank, Mahalapye')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('What you saw')
    await user.type(screen.getByLabelText('Describe what you saw'), 'Slot machines at night.')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Your name')
    await user.click(screen.getByLabelText('Yes, report without my name'))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Check your answers before sending')

    await user.click(screen.getByRole('link', { name: /^Change.*without giving your name/ }))
    await heading('Your name')
    await user.click(screen.getByLabelText('No, I will give my name and contact details'))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    // Not Check your answers: the page the changed answer opened, with no error shown yet.
    await heading('How we can contact you')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(router.state.location.search).toMatchObject({ step: 'contact', return: 'check' })

    await user.type(screen.getByLabelText('Your full name'), 'Kabo Sample')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    // Named, but no way to reach the person: the contract's rule, by the phone number.
    const problem = await summary()
    expect(within(problem).getByRole('link').textContent).toBe(
      'Enter a phone number or an email address, so that an officer can contact you',
    )
    await user.type(screen.getByLabelText('Email address (optional)'), 'kabo@example.org')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Check your answers before sending')
    expect(screen.getByText('kabo@example.org')).toBeTruthy()
  })
})

describe('Back after submitting', () => {
  it('says the form was sent, with its reference, instead of an empty Check your answers', async () => {
    const user = userEvent.setup()
    const router = open(complaint)
    await heading('Your details')
    await user.type(screen.getByLabelText('Your full name'), 'Kabo Sample')
    await user.type(screen.getByLabelText('Phone number'), '71-234-567')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Your complaint')
    await user.type(screen.getByLabelText('What happened?'), 'They kept my winnings.')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Check your answers before sending')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await heading('Elsewhere')
    const reference = router.state.location.pathname.split('/').at(-1)!
    expect(reference).toMatch(/^CP-/)

    act(() => router.history.back())
    await heading('You have submitted this form')
    expect(screen.getByText(reference)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(
      screen
        .getByRole('link', { name: 'See whether it has been delivered and what happens next' })
        .getAttribute('href'),
    ).toBe(`/submitted/${reference}`)

    await user.click(screen.getByRole('button', { name: 'Fill in the form again' }))
    await heading('Your details')
    expect((screen.getByLabelText('Your full name') as HTMLInputElement).value).toBe('')
  })
})

describe('the words of the errors', () => {
  it('follow the questions, not the names of the rules', async () => {
    const user = userEvent.setup()
    open(selfExclusion, '?step=gambling-places')
    await heading('Gambling places')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(within(await summary()).getByRole('link').textContent).toBe(
      'Enter the gambling places this should apply to',
    )
  })
})

describe('a text with a limit', () => {
  it('says the limit, and counts the characters left once near it, and those too many', async () => {
    const user = userEvent.setup()
    open(report, '?step=details')
    await heading('What you saw')
    const box = screen.getByLabelText('Describe what you saw')
    const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)
    expect(hint?.textContent).toBe(
      'When it happens, who is involved, and anything else that helps us find it. You can enter up to 250 characters.',
    )
    await user.click(box)
    await user.paste('x'.repeat(199))
    expect(screen.queryByText(/characters? remaining/)).toBeNull()
    await user.type(box, 'x')
    expect(
      await screen.findByText('You have 50 characters remaining', { selector: '[aria-hidden]' }),
    ).toBeTruthy()
    await user.paste('x'.repeat(51))
    expect(
      await screen.findByText('You have 1 character too many', { selector: '[aria-hidden]' }),
    ).toBeTruthy()
    await waitFor(
      () =>
        expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
          'You have 1 character too many',
        ),
      { timeout: 2000 },
    )
  })
})

describe('the support persons page', () => {
  it('marks optional only what the contract lets an item leave out, and says why a person is refused', async () => {
    const user = userEvent.setup()
    open(selfExclusion, '?step=support-persons')
    await heading('People to support you')
    await user.click(await screen.findByRole('button', { name: 'Add a support person' }))
    const item = screen.getByRole('group', { name: 'Support person 1' })
    expect(within(item).getByLabelText('Their full name')).toBeTruthy()
    expect(within(item).getByLabelText('Who they are to you')).toBeTruthy()
    expect(within(item).getByLabelText('Their phone number (optional)')).toBeTruthy()
    expect(within(item).getByLabelText('Their email address (optional)')).toBeTruthy()
    await user.type(within(item).getByLabelText('Their full name'), 'Onalenna Sample')
    await user.type(within(item).getByLabelText('Who they are to you'), 'Sister')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const errors = within(await summary())
    await errors.findByRole('link', {
      name: 'Enter a phone number or an email address for this support person',
    })
  })
})

describe('a journey that declares its first page only', () => {
  it('loads the later pages with its checks: Continue leads on, and back to the first page', async () => {
    expect(selfFirstPage.steps.map((step) => step.id)).toEqual(['your-details'])
    const user = userEvent.setup()
    open(selfFirstPage)
    await heading('Your details')
    await user.type(screen.getByLabelText('Your full name'), 'Onalenna Sample')
    await user.type(screen.getByLabelText('National ID (Omang) or passport number'), '123456789')
    await user.click(screen.getByRole('radio', { name: 'Female' }))
    await user.click(screen.getByRole('radio', { name: '25 to 34' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('How we can contact you')
    await user.click(screen.getByRole('link', { name: 'Back' }))
    expect((await screen.findByLabelText('Your full name')).getAttribute('value')).toBe(
      'Onalenna Sample',
    )
  })

  it('opens a later page the address names, as after a reload there', async () => {
    open(selfFirstPage, '?step=period')
    await heading('How long the exclusion lasts')
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toContain(
      'step=gambling-places',
    )
  })
})
