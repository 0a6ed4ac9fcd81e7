import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerConfirm } from '../../../components/dialogs/confirm-state'
import { clearDraft, loadDraft } from '../../../drafts'
import { outboxDb, resetOutboxDb } from '../../../offline/db'
import { renderAt } from '../../../offline/test-render'
import { ProductRegistrationForm } from './ProductRegistrationForm'

beforeEach(async () => {
  await outboxDb().delete()
  resetOutboxDb()
  localStorage.clear()
  await clearDraft('product-pre-registration')
})
afterEach(() => vi.restoreAllMocks())

const ANSWERS: Record<string, string> = {
  'Company name': 'Kalahari Foods (Pty) Ltd',
  'Contact person': 'Neo Molefe',
  'Email address': 'Neo@Kalahari.example',
  'Phone number': '+267 71 234 567',
  'Product name': 'Morula jam',
  'Product code': 'mj 250 001',
  Brand: 'Kalahari Gold',
  'Batch number or serial range': 'KG-1 to KG-500',
  Description: 'Morula fruit jam in 250 g jars.',
}

function show(correct?: string) {
  return renderAt('/product-pre-registration', '/product-pre-registration', () => (
    <ProductRegistrationForm correct={correct} />
  ))
}

describe('the product pre-registration form', () => {
  it('lists every missing answer in the error summary and saves nothing', async () => {
    const user = userEvent.setup()
    show()
    await user.click(await screen.findByRole('button', { name: 'Submit registration' }))
    const summary = await screen.findByRole('alert')
    const links = within(summary)
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
      'Enter a description',
    ])
    expect(await outboxDb().entries.count()).toBe(0)
  })

  it('saves the registration and its document in the outbox, then shows the reference', async () => {
    const user = userEvent.setup()
    const { router } = show()
    for (const [label, value] of Object.entries(ANSWERS)) {
      await user.type(await screen.findByLabelText(label), value)
    }
    await user.selectOptions(screen.getByLabelText('Category'), 'food')
    const bytes = new TextEncoder().encode('%PDF-1.7 a leaflet')
    await user.upload(
      screen.getByLabelText('Supporting document'),
      new File([bytes], 'leaflet.pdf', { type: 'application/pdf' }),
    )
    await screen.findByRole('button', { name: 'Remove leaflet.pdf' })
    await user.click(screen.getByRole('button', { name: 'Submit registration' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/submitted\/PR-[0-9A-Z]{8}$/),
    )
    const reference = router.state.location.pathname.split('/').at(-1)!
    const entry = await outboxDb().entries.get(reference)
    expect(entry).toMatchObject({
      call: 'product/register',
      encoding: 'multipart',
      state: 'waiting',
      correctPath: '/product-pre-registration',
      fields: {
        companyName: 'Kalahari Foods (Pty) Ltd',
        email: 'neo@kalahari.example',
        phone: '+26771234567',
        productCode: 'MJ250001',
        category: 'food',
      },
      summary: { productCode: 'MJ250001' },
    })
    const files = await outboxDb().files.where('reference').equals(reference).toArray()
    expect(files.map((f) => [f.field, f.name, f.type, f.size])).toEqual([
      ['document', 'leaflet.pdf', 'application/pdf', bytes.length],
    ])
  })

  it('says so in plain words when the device is full, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    vi.spyOn(outboxDb().files, 'bulkAdd').mockRejectedValue(full)
    const { router } = show()
    for (const [label, value] of Object.entries(ANSWERS)) {
      await user.type(await screen.findByLabelText(label), value)
    }
    await user.selectOptions(screen.getByLabelText('Category'), 'food')
    await user.upload(
      screen.getByLabelText('Supporting document'),
      new File([new TextEncoder().encode('%PDF-1.7 a leaflet')], 'leaflet.pdf', {
        type: 'application/pdf',
      }),
    )
    await screen.findByRole('button', { name: 'Remove leaflet.pdf' })
    await user.click(screen.getByRole('button', { name: 'Submit registration' }))

    const alert = await screen.findByText(/There is not enough space on this device/)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(router.state.location.pathname).toBe('/product-pre-registration')
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Kalahari Foods (Pty) Ltd',
    )
    expect(await outboxDb().entries.count()).toBe(0)
  })

  it('refuses a document that is not a PDF or picture, by its content', async () => {
    const user = userEvent.setup()
    show()
    await user.upload(
      await screen.findByLabelText('Supporting document'),
      new File(['<html>'], 'fake.pdf', { type: 'application/pdf' }),
    )
    await screen.findByText('fake.pdf: The selected file must be a PDF, JPG, PNG or WebP')
    expect(screen.queryByRole('button', { name: 'Remove fake.pdf' })).toBeNull()
  })

  it('reopens a refused entry with its answers and the gateway’s words, and sends it again', async () => {
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
    const { router } = show('PR-AAAAAAAA')
    await screen.findByText(/The service did not accept registration PR-AAAAAAAA/)
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Kalahari Foods (Pty) Ltd',
    )
    expect(screen.getAllByText('Brand must be 150 characters or fewer').length).toBeGreaterThan(0)
    await user.clear(screen.getByLabelText('Brand'))
    await user.type(screen.getByLabelText('Brand'), 'Kalahari')
    await user.click(screen.getByRole('button', { name: 'Submit again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/submitted/PR-AAAAAAAA'))
    expect(await outboxDb().entries.get('PR-AAAAAAAA')).toMatchObject({
      state: 'waiting',
      attempts: 0,
      fields: { brand: 'Kalahari' },
    })
  })

  it('keeps what was typed as a draft, brings it back, and clears it on Start again', async () => {
    const user = userEvent.setup()
    const first = show()
    await user.type(await screen.findByLabelText('Company name'), 'Kalahari Foods')
    await user.type(screen.getByLabelText('Product code'), 'MJ250001')
    await waitFor(async () =>
      expect((await loadDraft('product-pre-registration'))?.answers).toMatchObject({
        companyName: 'Kalahari Foods',
        productCode: 'MJ250001',
      }),
    )
    first.unmount()

    show()
    await screen.findByText(/Your answers from .* are back/)
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Kalahari Foods')
    await user.click(screen.getByRole('button', { name: 'Start again' }))
    answerConfirm(true)
    await screen.findByText('Your answers have been removed from this device.')
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('')
    // The emptied form starts again at its first question.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company name')))
    expect(await loadDraft('product-pre-registration')).toBeUndefined()
  })
})
