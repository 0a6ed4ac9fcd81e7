import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerConfirm } from '../../../components/dialogs/confirm-state'
import { clearMessages, messagesStore } from '../../../gateway/status'
import { readHistory } from '../history'
import { ProductCheck } from './ProductCheck'
import { answerWith, renderPage, sentJson } from './testing'

beforeEach(() => {
  clearMessages()
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

async function check(code: string) {
  const user = userEvent.setup()
  await renderPage(ProductCheck)
  await user.type(screen.getByLabelText('Product code'), code)
  await user.click(screen.getByRole('button', { name: 'Check product' }))
  return user
}

describe('Verify Product', () => {
  it('shows an error summary linked to the field for a bad code, and sends nothing', async () => {
    const fetchMock = answerWith({ data: { verdict: 'genuine' } })
    const user = await check('AB1')
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('heading').textContent).toBe('There is a problem')
    const link = within(summary).getByRole('link', {
      name: 'Invalid Code. Enter 6 to 12 letters and numbers',
    })
    expect(link.getAttribute('href')).toBe('#product-code')
    expect(document.activeElement).toBe(summary)
    const field = screen.getByLabelText('Product code')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toContain('product-code-error')
    await user.click(link)
    expect(document.activeElement).toBe(field)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a genuine product with its details, focuses the verdict and records it', async () => {
    const fetchMock = answerWith({
      data: {
        verdict: 'genuine',
        product: {
          code: 'BWP100001',
          name: 'Maize meal 10 kg',
          manufacturer: 'Sample Mills',
          batch: 'B-42',
          status: 'ACTIVE',
        },
      },
    })
    await check(' bwp100001 ')
    const heading = await screen.findByRole('heading', {
      name: 'This product code is on the register',
    })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const card = heading.closest('section')!
    expect(card.className).toContain('card--ok')
    expect(within(card).getByText('Maize meal 10 kg')).toBeTruthy()
    expect(within(card).getByText('Sample Mills')).toBeTruthy()
    expect(sentJson(fetchMock)).toEqual({ code: 'BWP100001' })
    expect(readHistory()).toMatchObject([
      { kind: 'product', input: 'BWP100001', verdict: 'genuine' },
    ])
    expect(screen.getByRole('heading', { name: 'Your recent checks' })).toBeTruthy()
  })

  it.each([
    ['not_found', 'We could not find this product'],
    ['flagged', 'This product has been reported'],
  ])('warns on %s: not proof, do not pay, report, tap-to-call helpline', async (verdict, title) => {
    answerWith({ data: { verdict } })
    await check('BWP555555')
    const heading = await screen.findByRole('heading', { name: title })
    const card = heading.closest('section')!
    expect(card.className).toContain('card--warning')
    expect(card.textContent).toMatch(/not proof|does not prove/)
    expect(card.textContent).toContain('Do not pay')
    expect(card.textContent).toContain('Report it')
    expect(within(card).getByRole('link', { name: '19777' }).getAttribute('href')).toBe('tel:19777')
  })

  it.each([
    [
      'expired',
      'This product is past its expiry date',
      { status: 'Registered', expiresAt: '2025-06-30' },
      /expired on 30 Jun 2025/,
    ],
    [
      'recalled',
      'This product has been recalled',
      { status: 'Recalled', reason: 'The lid can come loose' },
      /The reason given: The lid can come loose/,
    ],
    [
      'suspended',
      "This product's registration is suspended",
      { status: 'Suspended', reason: 'Ingredients under test' },
      /The reason given: Ingredients under test/,
    ],
  ])(
    'says %s in its own words, with what to do and the helpline',
    async (verdict, title, more, words) => {
      const product = { code: 'BWP400004', name: 'Kettle', manufacturer: 'Lesedi', ...more }
      answerWith({ data: { verdict, product } })
      await check('BWP400004')
      const heading = await screen.findByRole('heading', { name: title })
      const card = heading.closest('section')!
      expect(card.className).toContain('card--warning')
      expect(card.textContent).toMatch(words)
      expect(within(card).getByRole('heading', { name: 'What to do now' })).toBeTruthy()
      expect(within(card).getByRole('link', { name: '19777' }).getAttribute('href')).toBe(
        'tel:19777',
      )
      expect(readHistory()).toMatchObject([{ kind: 'product', input: 'BWP400004', verdict }])
    },
  )

  it('says how often the code was checked, and warns of a copied code past the threshold', async () => {
    const product = { code: 'BWP100001', name: 'Oil', manufacturer: 'Morula', status: 'Registered' }
    const firstCheckedAt = '2026-11-01T08:00:00.000Z'
    answerWith({
      data: { verdict: 'genuine', product, checks: { count: 12, firstCheckedAt, threshold: 50 } },
    })
    await check('BWP100001')
    const card = (
      await screen.findByRole('heading', { name: 'This product code is on the register' })
    ).closest('section')!
    expect(card.textContent).toMatch(/Checked 12 times since 01 Nov 2026/)
    expect(within(card).queryByRole('link', { name: 'report this code' })).toBeNull()

    answerWith({
      data: { verdict: 'genuine', product, checks: { count: 51, firstCheckedAt, threshold: 50 } },
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check product' }))
    const warned = (await screen.findByText(/checked far more often than is usual/)).closest(
      'section',
    )!
    expect(warned.textContent).toMatch(/Checked 51 times since/)
    expect(
      within(warned).getByRole('link', { name: 'report this code' }).getAttribute('href'),
    ).toBe('/verify/report?code=BWP100001')
  })

  it('takes the verdict away on a new submit, valid or not, and on an edit', async () => {
    answerWith({ data: { verdict: 'genuine' } })
    const user = await check('BWP100001')
    await screen.findByRole('heading', { name: 'This product code is on the register' })
    const field = screen.getByLabelText('Product code')
    await user.clear(field)
    expect(
      screen.queryByRole('heading', { name: 'This product code is on the register' }),
    ).toBeNull()
    await user.type(field, 'BWP100001')
    await user.click(screen.getByRole('button', { name: 'Check product' }))
    await screen.findByRole('heading', { name: 'This product code is on the register' })
    await user.type(field, '!')
    await user.click(screen.getByRole('button', { name: 'Check product' }))
    const summary = await screen.findByRole('alert')
    expect(
      screen.queryByRole('heading', { name: 'This product code is on the register' }),
    ).toBeNull()
    // A second failed submit: the summary takes focus again.
    await user.click(field)
    await user.click(screen.getByRole('button', { name: 'Check product' }))
    await waitFor(() => expect(document.activeElement).toBe(summary))
  })

  it('offline: keeps the check as waiting, sends nothing, and shows its answer once run', async () => {
    const fetchMock = answerWith({ data: { verdict: 'genuine' } })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await check('BWP100001')
    await screen.findByRole('heading', { name: 'You are offline' })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(messagesStore.getSnapshot()).toEqual([])
    expect(readHistory()).toEqual([
      { kind: 'product', input: 'BWP100001', verdict: 'waiting', at: expect.any(String) },
    ])
    await screen.findByText('Waiting for a connection', { exact: false })
    // jsdom has no Cache Storage: no copy of the register on this device.
    await screen.findByText(/There is no copy of the register on this device yet/)
    onLine.mockReturnValue(true)
    const { runWaitingChecks } = await import('../waiting-checks')
    await runWaitingChecks()
    await screen.findByRole('heading', { name: 'This product code is on the register' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(readHistory()).toEqual([
      { kind: 'product', input: 'BWP100001', verdict: 'genuine', at: expect.any(String) },
    ])
    onLine.mockRestore()
  })

  it('no network although the device says online: the dialog, and the check kept to run later', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetchMock)
    await check('BWP100001')
    await screen.findByRole('heading', { name: 'The register could not be reached' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // The client's dialog says so as every failure does.
    await waitFor(() => expect(messagesStore.getSnapshot()).toHaveLength(1))
    expect((screen.getByLabelText('Product code') as HTMLInputElement).value).toBe('BWP100001')
    expect(readHistory()).toEqual([
      { kind: 'product', input: 'BWP100001', verdict: 'waiting', at: expect.any(String) },
    ])
    answerWith({ data: { verdict: 'genuine' } })
    const { runWaitingChecks } = await import('../waiting-checks')
    await runWaitingChecks()
    await screen.findByRole('heading', { name: 'This product code is on the register' })
  })

  it('offline: a check the person cancels is not kept', async () => {
    const fetchMock = answerWith({ data: { verdict: 'genuine' } })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const user = await check('BWP100001')
    await user.click(await screen.findByRole('button', { name: 'Cancel this check' }))
    expect(readHistory()).toEqual([])
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull()
    onLine.mockReturnValue(true)
    const { runWaitingChecks } = await import('../waiting-checks')
    await runWaitingChecks()
    expect(fetchMock).not.toHaveBeenCalled()
    onLine.mockRestore()
  })

  it('clears the history only when the confirm dialog is answered OK', async () => {
    answerWith({ data: { verdict: 'not_found' } })
    const user = await check('BWP555555')
    const clear = await screen.findByRole('button', { name: 'Clear history' })

    await user.click(clear)
    answerConfirm(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(readHistory()).toHaveLength(1)

    await user.click(clear)
    answerConfirm(true)
    await screen.findByText('Your history has been cleared.')
    expect(readHistory()).toEqual([])
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your recent checks' }))
  })
})
