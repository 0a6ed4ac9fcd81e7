/**
 * The ScamLock checks in the production build against the real gateway and its demo records
 * (docs/design.md section 5): every verdict reached from the UI, the QR route opened directly,
 * the error summary, the gateway refusing a file by its content, and axe on every page of the
 * area (forms, a warning card, the history list).
 *
 * The gateway rate-limits verification calls per client (60 a minute by default): this file
 * makes about 20, so it stays well under even when run after other files.
 */
import { readFileSync } from 'node:fs'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, usePage } from './browser'

const session = usePage()

/** Fills the labelled fields of the session.page, presses the button and returns the verdict card. */
async function check(path: string, fields: Record<string, string>, button: string) {
  await session.page.goto(path)
  for (const [label, value] of Object.entries(fields))
    await session.page.getByLabel(label).fill(value)
  await session.page.getByRole('button', { name: button }).click()
  const card = session.page.locator('section.result')
  await card.waitFor()
  return card
}

const headingOf = (card: Locator) => card.getByRole('heading', { level: 2 }).textContent()

/** The verdict heading has focus, so a screen reader reads it at once. */
async function expectFocusOnVerdict(card: Locator) {
  await session.page.waitForFunction(() => document.activeElement?.matches('section.result h2'))
  expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe(
    await headingOf(card),
  )
}

describe('Verify Product', () => {
  it('shows the genuine demo product with its details', async () => {
    const card = await check('/', { 'Product code': 'bwp100001' }, 'Check product')
    expect(await headingOf(card)).toBe('This product code is on the register')
    expect(await card.getAttribute('class')).toContain('card--ok')
    const text = await card.textContent()
    expect(text).toContain('Cooking oil 2 L')
    expect(text).toContain('Morula Foods (Pty) Ltd')
    expect(text).toContain('Sample record')
    await expectFocusOnVerdict(card)
  })

  it('warns about the flagged demo product, with the reason and what to do', async () => {
    const card = await check('/', { 'Product code': 'BWP900009' }, 'Check product')
    expect(await headingOf(card)).toBe('This product has been reported')
    expect(await card.getAttribute('class')).toContain('card--warning')
    const text = await card.textContent()
    expect(text).toContain('Reported counterfeit')
    expect(text).toContain('not proof either way')
    expect(text).toContain('Do not pay')
    expect(await card.getByRole('link', { name: '19777' }).getAttribute('href')).toBe('tel:19777')
  })

  it('warns plainly when the product is not found, and remembers the checks', async () => {
    const card = await check('/', { 'Product code': 'BWP555555' }, 'Check product')
    expect(await headingOf(card)).toBe('We could not find this product')
    expect(await card.textContent()).toContain('does not prove that the product is fake')
    const history = session.page.getByRole('region', { name: 'Your recent checks' })
    expect(await history.getByRole('listitem').first().textContent()).toContain(
      'Product: BWP555555, Not found',
    )
    await expectNoAxeViolations(session.page)
  })

  it('shows the error summary linked to the field for a bad code, and sends nothing', async () => {
    let sent = 0
    session.page.on('request', (request) => {
      if (request.url().includes('/api/product/check')) sent++
    })
    await session.page.goto('/')
    await session.page.getByLabel('Product code').fill('AB!')
    await session.page.getByRole('button', { name: 'Check product' }).click()
    const summary = session.page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    expect(await session.page.evaluate(() => document.activeElement?.className)).toBe(
      'error-summary',
    )
    const link = summary.getByRole('link', { name: 'Invalid Code' })
    expect(await link.getAttribute('href')).toBe('#product-code')
    await link.click()
    expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('product-code')
    expect(await session.page.getByLabel('Product code').getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(session.page)
    expect(sent).toBe(0)
  })
})

describe('Verify Promotion', () => {
  it('shows the genuine demo promotion', async () => {
    const card = await check(
      '/verify/promotion',
      { 'Promotion code': 'PRM2026', 'Promo name': 'WINTER' },
      'Check promotion',
    )
    expect(await headingOf(card)).toBe('This promotion is on the register')
    expect(await card.textContent()).toContain('Winter Warmer Giveaway')
  })

  it('warns about the ended demo promotion', async () => {
    const card = await check(
      '/verify/promotion',
      { 'Promotion code': 'PRM2025', 'Promo name': 'SUMMER' },
      'Check promotion',
    )
    expect(await headingOf(card)).toBe('This promotion has ended or been reported')
    expect(await card.textContent()).toContain('Summer Cash Splash')
  })

  it('checks on arrival when opened from a QR code', async () => {
    await session.page.goto('/qr-verify/promotion/PRM2026/WINTER')
    const card = session.page.locator('section.result')
    await card.waitFor()
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Verify Promotion',
    )
    expect(await headingOf(card)).toBe('This promotion is on the register')
    expect(await card.textContent()).toContain('Winter Warmer Giveaway')
    expect(await session.page.title()).toBe('Verify Promotion – ScamLock')
    await expectNoAxeViolations(session.page)
  })
})

describe('Verify Document', () => {
  it('shows the genuine demo document by reference, its holder masked', async () => {
    const card = await check(
      '/verify/document',
      { 'Document reference': 'DOC00012345' },
      'Check document',
    )
    expect(await headingOf(card)).toBe('This document is on the register')
    const text = await card.textContent()
    expect(text).toContain('Certificate of registration')
    expect(text).toContain('T**** M*****')
    expect(text).not.toContain('Thato')
  })

  it('authenticates the sample document by uploading it', async () => {
    await session.page.goto('/verify/document')
    await session.page.getByLabel('Document file').setInputFiles({
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync('server/src/fixtures/sample-document.pdf'),
    })
    await session.page.getByRole('button', { name: 'Upload and check' }).click()
    const card = session.page.locator('section.result')
    await card.waitFor()
    expect(await headingOf(card)).toBe('This document is on the register')
  })

  it("shows the gateway's refusal of a text file named .pdf", async () => {
    await session.page.goto('/verify/document')
    await session.page.getByLabel('Document file').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Not a PDF at all, just text.'),
    })
    await session.page.getByRole('button', { name: 'Upload and check' }).click()
    const dialog = session.page.getByRole('dialog', { name: 'Message(s)' })
    await dialog.waitFor()
    // Said once, not once as the message and again as its field's entry.
    const text = (await dialog.locator('.message-list').textContent()) ?? ''
    expect(text.split('The selected file must be a PDF, JPG, PNG or WebP').length - 1).toBe(1)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await session.page.locator('section.result').count()).toBe(0)
  })
})

describe('Verify Agent', () => {
  it('shows the genuine demo organisation by registration number', async () => {
    const card = await check(
      '/verify/agent',
      { 'Organisation name or registration number': 'BW00001234567' },
      'Check agent',
    )
    expect(await headingOf(card)).toBe('This agent is registered')
    expect(await card.textContent()).toContain('Botswana Lottery Services (Pty) Ltd')
  })

  it('lists several matches for a shared name', async () => {
    const card = await check(
      '/verify/agent',
      { 'Organisation name or registration number': 'Kalahari' },
      'Check agent',
    )
    expect(await headingOf(card)).toMatch(/^We found \d+ organisations with that name$/)
    const items = card.getByRole('listitem')
    expect(await items.count()).toBeGreaterThan(1)
    expect(await card.textContent()).toContain('Kalahari Sun Casino (Pty) Ltd')
    await expectNoAxeViolations(session.page)
  })
})

describe('Verify Caller ID', () => {
  it('shows the verified demo number and its owner', async () => {
    const card = await check(
      '/verify/callerId',
      { 'Phone number': '+267 71 000 001' },
      'Check number',
    )
    expect(await headingOf(card)).toBe('This number is verified')
    expect(await card.textContent()).toContain('Botswana Lottery Services customer line')
  })

  it('warns about the reported demo number, with how many reports', async () => {
    const card = await check('/verify/callerId', { 'Phone number': '+26772000002' }, 'Check number')
    expect(await headingOf(card)).toBe('This number has been reported')
    expect(await card.textContent()).toContain('has been reported 7 times')
    await expectNoAxeViolations(session.page)
  })
})

describe('the pages of the area', () => {
  it.each([
    ['/', 'Verify Product'],
    ['/verify/agent', 'Verify Agent'],
    ['/verify/promotion', 'Verify Promotion'],
    ['/verify/callerId', 'Verify Caller ID'],
    ['/verify/document', 'Verify Document'],
    ['/about-us', 'About Us'],
    ['/terms-and-conditions', 'Terms and Conditions'],
  ])('%s has its title and no axe violations', async (path, title) => {
    await session.page.goto(path)
    const h1 = session.page.getByRole('heading', { level: 1 })
    await h1.waitFor()
    expect(await h1.textContent()).toBe(title)
    expect(await session.page.title()).toBe(`${title} – ScamLock`)
    await expectNoAxeViolations(session.page)
  })

  it("the footer's Privacy Policy link reaches the privacy notice", async () => {
    await session.page.goto('/about-us')
    await session.page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .click()
    await session.page.waitForURL('**/terms-and-conditions#privacy')
    await session.page.locator('#privacy').waitFor()
    expect(await session.page.locator('#privacy').textContent()).toBe(
      'Privacy: what happens to what you enter',
    )
  })
})
