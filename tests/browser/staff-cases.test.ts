/**
 * Case review on a 390 px phone against the real gateway and database:
 * the two closed loops of docs/design.md 4a, from a submission to a staff decision to what
 * the public sees (a product that checks as genuine on `/`, a status on `/self-help/status` in
 * the kind's own words, with the note for the applicant and never the note for the record),
 * an auditor who reads but whose every change the gateway refuses, an agent who sees the
 * cases it submitted; an approved exclusion in force in its queue, and its case page (360 px)
 * with its dates, support persons and the messages sent about it; axe on every staff page of
 * case review.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, usePage } from './browser'
import { freshCode, KEY } from './outbox-helpers'
import {
  applyForExclusion,
  callFromPage,
  confirm,
  heading,
  registerProduct,
  reportIllegalGambling,
  signIn,
} from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

async function openQueue(page: Page, email: string, queue: string) {
  await signIn(page, email, PASSWORD)
  await heading(page, 'Staff home')
  await page.getByRole('link', { name: queue }).click()
  await heading(page, queue)
}

async function openCase(page: Page, reference: string) {
  await page.getByRole('link', { name: reference, exact: true }).click()
  await heading(page, `Case ${reference}`)
}

/** Records a decision by the choice's words (a kind's own), and waits for the status they give. */
async function decide(
  page: Page,
  decision: { choice: string; status: string; note: string; toApplicant?: string },
) {
  await page.getByLabel(decision.choice, { exact: true }).check()
  await page.getByLabel('Note for the record').fill(decision.note)
  if (decision.toApplicant) {
    await page.getByLabel('Note to the applicant (optional)').fill(decision.toApplicant)
  }
  await page.getByRole('button', { name: 'Record the decision' }).click()
  await confirm(page)
  await page.locator('.staff-case__status', { hasText: decision.status }).waitFor()
}

/** The status check's answer on /self-help/status, as its text. */
async function checkStatus(page: Page, reference: string, id: string) {
  await page.goto('/self-help/status')
  await page.getByLabel('Reference number').fill(reference)
  await page.getByLabel('ID, passport or phone number').fill(id)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  const found = page.locator('.card', { hasText: reference })
  await found.getByRole('heading', { name: 'What you can do next' }).waitFor()
  await expectNoAxeViolations(page)
  return (await found.textContent())!
}

describe('a product pre-registration', () => {
  it('approved by the verification operator, checks as genuine on /', async () => {
    const { page } = session
    const code = freshCode()
    const reference = await registerProduct(code)

    await openQueue(page, 'manager@verify.example', 'Product pre-registrations')
    const tabs = page.getByRole('navigation', { name: 'Status' })
    // The pending queue is the one shown, and counts this registration once the queue loads.
    const current = tabs.locator('[aria-current="page"]')
    await current.filter({ hasText: /^Waiting for a decision \([1-9]\d*\)$/ }).waitFor()
    await expectNoAxeViolations(page)
    await openCase(page, reference)
    const answers = page.locator('.staff-case__answers')
    // The kind's reading loads with its first case.
    await answers.locator('.summary-list').first().waitFor({ state: 'attached' })
    expect(await answers.textContent()).toContain('Sample Foods (Pty) Ltd')
    expect(await answers.textContent()).toContain('Food')
    await page.getByRole('button', { name: 'View front.png' }).click()
    await page.getByRole('img', { name: 'Photo of the product: front.png' }).waitFor()
    await expectNoAxeViolations(page)

    expect(await page.getByLabel('Product code on the register').inputValue()).toBe(code)
    // No status check shows a registration's decision: no note for the applicant here.
    expect(await page.getByLabel('Note to the applicant (optional)').count()).toBe(0)
    await decide(page, {
      choice: 'Approve',
      status: 'Approved',
      note: 'The label and the leaflet match the registration.',
    })
    expect(await page.locator('.staff-case__overview').textContent()).toContain(code)
    const history = page.locator('section[aria-labelledby="case-history-title"]')
    expect(await history.textContent()).toContain('File viewed')
    expect(await history.textContent()).toContain('Case decided')
    expect(await page.getByRole('button', { name: 'Record the decision' }).count()).toBe(0)
    await expectNoAxeViolations(page)

    await page.goto('/')
    await page.getByLabel('Product code').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Check product' }).click()
    const card = page.locator('section.result')
    await card.waitFor()
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(
      'This product code is on the register',
    )
    expect(await card.textContent()).toContain('Sorghum meal 1 kg')
  })
})

describe('an exclusion application', () => {
  it('decided by a regulator manager, shows its status to the applicant', async () => {
    const { page } = session
    const reference = await applyForExclusion()

    await openQueue(page, 'manager@regulator.example', 'Exclusion applications')
    await page.getByText('Filter by kind or day').click()
    await page.getByLabel('Kind').selectOption({ label: 'Self-exclusion' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL((url) => url.searchParams.get('kind') === 'exclusion-self')
    await expectNoAxeViolations(page)
    await openCase(page, reference)
    await page.locator('.staff-case__answers .summary-list').first().waitFor({ state: 'attached' })
    expect(await page.locator('.staff-case__answers').textContent()).toContain('Neo Sample')
    // Approving with unchecked documents is said before it is done.
    await page.getByLabel('Approve: exclude', { exact: true }).check()
    await page.getByLabel('Note for the record').fill('Looks right.')
    await page.getByRole('button', { name: 'Record the decision' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm' })
    await dialog.getByText(`Record “Approve: exclude” on ${reference}?`).waitFor()
    await dialog.getByText('2 documents are not verified yet.').waitFor()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Mark as verified id.pdf' }).click()
    await page.getByText('Yes, by manager@regulator.example on').waitFor()
    await expectNoAxeViolations(page)
    await decide(page, {
      choice: 'Reject: do not exclude',
      status: 'Rejected: not excluded',
      note: 'Photo unclear; the applicant sounded pressed by a relative on the phone.',
      toApplicant: 'The photo does not show your face clearly. Please apply again with another.',
    })
    const overview = await page.locator('.staff-case__overview').textContent()
    expect(overview).toContain('pressed by a relative')
    expect(overview).toContain('Please apply again with another.')
    await expectNoAxeViolations(page)
    // Decided once only: a second decision is refused by the gateway.
    const again = { area: 'exclusions', reference, decision: 'APPROVED', note: 'Twice' }
    expect(await callFromPage(page, 'staff/cases/decide', again)).toBe(409)

    // The applicant reads what it means, the note for them and what to do next; never the
    // note for the record.
    const found = await checkStatus(page, reference, '123456789')
    expect(found).toContain('Not approved: you are not excluded')
    expect(found).toContain('Please apply again with another.')
    expect(found).toContain('you can appeal')
    expect(found).not.toContain('pressed by a relative')
  })
})

describe('an approved exclusion', () => {
  it('is in force in the queue with its last day; its case page has its dates, support persons and messages', async () => {
    const { page } = session
    await page.setViewportSize({ width: 360, height: 800 })
    const reference = await applyForExclusion()
    await openQueue(page, 'manager@regulator.example', 'Exclusion applications')
    const approve = { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' }
    expect(await callFromPage(page, 'staff/cases/decide', approve)).toBe(200)
    // The person extends it: a notice is queued about the case.
    const extended = await fetch(`${baseUrl()}/api/exclusions/extend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({ reference, idNumber: '123456789', period: 'P6M' }),
    })
    expect(extended.status, await extended.clone().text()).toBe(200)

    await page.getByRole('link', { name: /^In force \(\d+\)$/ }).click()
    await page.waitForURL((url) => url.searchParams.get('exclusion') === 'active')
    const row = page.locator('.staff-list__item', { hasText: reference })
    await row.getByText('Last day in force').waitFor()
    expect(
      await page
        .getByRole('link', { name: /^In force/, exact: false })
        .getAttribute('aria-current'),
    ).toBe('page')
    await expectNoAxeViolations(page)

    await openCase(page, reference)
    const dates = page.getByRole('region', { name: 'Exclusion' })
    await dates.getByText('Last day in force').waitFor()
    expect(await dates.textContent()).toContain('1 year')
    expect(await dates.textContent()).toContain('In force')
    await page.getByRole('region', { name: 'Support persons' }).waitFor()
    // Folded on a phone, as the history; opened, each message with its state.
    await page.getByText('Messages', { exact: true }).click()
    const messages = page.getByRole('region', { name: 'Messages' })
    await messages.getByText('Extension notice').first().waitFor()
    expect(await messages.textContent()).toContain('Recipient')
    // Readable at 360 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  })
})

describe('a report of illegal gambling', () => {
  it('is closed by staff with or without action, never approved, and reads so to the reporter', async () => {
    const { page } = session
    const reference = await reportIllegalGambling()
    await openQueue(page, 'manager@regulator.example', 'Reports of illegal gambling')
    await openCase(page, reference)
    expect(await page.getByText(/approve/i).count()).toBe(0)
    await decide(page, {
      choice: 'Close: action taken',
      status: 'Closed: action taken',
      note: 'Inspected on 3 June; machines seized, shop owner charged.',
    })
    await page.goto('/staff/cases/reports')
    const tabs = page.getByRole('navigation', { name: 'Status' })
    await tabs.getByRole('link', { name: /^Closed: action taken \(\d+\)$/ }).waitFor()

    const found = await checkStatus(page, reference, '+267 72 345 678')
    expect(found).toContain('Looked into and closed: action taken')
    expect(found).not.toMatch(/approv/i)
    expect(found).not.toContain('seized')
  })
})

describe('an auditor', () => {
  it('reads a case and its files, is offered no change, and the gateway refuses every one', async () => {
    const { page } = session
    const reference = await applyForExclusion()
    await openQueue(page, 'auditor@regulator.example', 'Exclusion applications')
    await openCase(page, reference)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download id.pdf' }).click()
    // The gateway's name from the kind and the checked type, not the sender's `id.pdf`.
    expect((await download).suggestedFilename()).toBe('id-copy-1.pdf')
    expect(await page.getByRole('button', { name: 'Record the decision' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Mark as verified/ }).count()).toBe(0)
    // Told why, where the decision would be.
    await page
      .getByText(
        'Auditors can read cases and their files but not decide them or mark files as verified.',
      )
      .waitFor()
    // On a phone the long sections fold; opened, they read as before.
    const answers = page.locator('.staff-case__answers details')
    expect(await answers.getAttribute('open')).toBeNull()
    await page.getByText('What was submitted').click()
    expect(await answers.getAttribute('open')).toBe('')
    await expectNoAxeViolations(page)

    const decision = { area: 'exclusions', reference, decision: 'APPROVED', note: 'No' }
    expect(await callFromPage(page, 'staff/cases/decide', decision)).toBe(403)
    const shown = await page.evaluate(
      async ({ reference }) => {
        const answer = await fetch('/api/staff/cases/show', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': 'dev-gateway-key' },
          body: JSON.stringify({ area: 'exclusions', reference }),
        })
        return ((await answer.json()) as { data: { documents: Array<{ id: number }> } }).data
      },
      { reference },
    )
    for (const document of shown.documents) {
      expect(await callFromPage(page, 'staff/documents/verify', { documentId: document.id })).toBe(
        403,
      )
    }
    expect(
      await callFromPage(page, 'staff/users/create', {
        email: 'someone@regulator.example',
        role: 'agent',
        organisation: 'regulator',
      }),
    ).toBe(403)
    await page.reload()
    await heading(page, `Case ${reference}`)
    await page.locator('.staff-case__status', { hasText: 'Waiting for a decision' }).waitFor()
    expect(await page.getByText('Not yet').count()).toBe(2)
  })
})

describe('an agent', () => {
  it('sees the cases it submitted for someone, and only those', async () => {
    const { page } = session
    await signIn(page, 'agent@regulator.example', PASSWORD)
    await heading(page, 'Staff home')
    const reference = await page.evaluate(async () => {
      const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
      const body = [...crypto.getRandomValues(new Uint8Array(8))]
        .map((byte) => alphabet[byte % 32])
        .join('')
      return `CP-${body}`
    })
    const complaint = {
      reference,
      fullName: 'Kabo Sample',
      contactPhone: '+26772345678',
      description: 'A casino refused to pay out my winnings.',
    }
    expect(await callFromPage(page, 'complaints/submit', complaint)).toBe(201)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Cases you submitted' }).click()
    await heading(page, 'Cases you submitted')
    const item = page.locator('.staff-list__item', { hasText: reference })
    await item.waitFor()
    expect(await item.textContent()).toContain('Complaints')
    expect(await page.locator('.staff-list__item').count()).toBe(1)
    await expectNoAxeViolations(page)

    await page.goto('/staff')
    await page.getByRole('link', { name: 'Complaints' }).click()
    await heading(page, 'Complaints')
    await page.getByRole('link', { name: reference }).waitFor()
    expect(await page.locator('.staff-list__item').count()).toBe(1)
    await openCase(page, reference)
    expect(await page.getByRole('button', { name: 'Record the decision' }).count()).toBe(0)
    await page.getByText(/^Agents see the cases they submitted but do not decide them/).waitFor()
    await expectNoAxeViolations(page)
  })
})
