/**
 * Joining a funeral scheme end to end, at 390 px in Chromium against the real gateway and its
 * sample catalogue: every page first sent empty (its errors pass axe) then answered (axe
 * again), the draft kept through a reload, a family of four priced live on the cover page,
 * the three KYC documents and two dependents, submitted offline, delivered once.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, baseUrl, expectNoAxeViolations, usePage } from './browser'
import { answer, continueTo, expectDeliveredOnce, submit, type Answer } from './journey-helpers'
import { memberSignInOnPage } from './member-helpers'
import { pdf } from './outbox-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
/** The demo member: the join is made with its email, confirmed with a code, then shown. */
const MEMBER = 'account@union.example'

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')
const date = (day: string, month: string, year: string) => ({ Day: day, Month: month, Year: year })

/** A person of the application (the spouse, a dependent), answered inside `scope`. */
const person = (first: string, id: string, born: [string, string, string], gender: string) => ({
  'First name': first,
  Surname: 'Sample',
  'National ID (Omang) or passport number': id,
  ...date(...born),
  Gender: { choose: gender },
})

async function answerIn(scope: Locator, answers: Record<string, Answer>) {
  // The helper reads a page by its labels; a fieldset of the page reads the same way.
  await answer(scope as unknown as Page, answers)
}

/** Sends the page empty: its errors, then axe on them. */
async function errorsFirst(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor()
  await expectNoAxeViolations(page)
}

async function upload(page: Page, label: string, seed: number) {
  await page.getByLabel(label, { exact: true }).setInputFiles(pdf(40_000, seed))
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .waitFor({ timeout: 30_000 })
}

async function page1to4(page: Page) {
  await page.goto('/insurance/join')
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
  await errorsFirst(page)
  await answer(page, {
    'First name': 'Lesego',
    'Last name': 'Sample',
    'National ID (Omang) or passport number': '412345678',
    ...date('10', '4', '1986'),
    Gender: { choose: 'Female' },
    Nationality: 'Motswana',
  })
  await expectNoAxeViolations(page)
  await continueTo(page, 'How we can contact you')
  await errorsFirst(page)
  await answer(page, { 'Email address': MEMBER, 'Phone number': '71234567' })
  await continueTo(page, 'Where you work')
  // The draft is kept on the device: a reload comes back to this page with the answers.
  await page.waitForTimeout(700)
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Where you work' }).waitFor()
  await page.getByRole('link', { name: 'Back' }).click()
  await page.getByRole('heading', { level: 1, name: 'How we can contact you' }).waitFor()
  expect(await page.getByLabel('Email address').inputValue()).toBe(MEMBER)
  await continueTo(page, 'Where you work')
  await errorsFirst(page)
  await answer(page, {
    'School or workplace': 'Sample Primary School',
    Occupation: 'Teacher',
    Sector: 'Primary education',
    Region: 'South Central',
    District: { select: 'south-east' },
  })
  await continueTo(page, 'Your payroll group')
  await errorsFirst(page)
  await answer(page, { 'Which group are you paid in?': { choose: 'MPI employee' } })
  await page.getByLabel('MPI Employee #', { exact: true }).waitFor()
  await answer(page, { 'Which group are you paid in?': { choose: 'BTU member' } })
  // The number's message names the number its label asks for.
  await page.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('alert')
    .getByRole('link', { name: 'Enter your BTU membership number' })
    .waitFor()
  await answer(page, { 'BTU Membership #': 'BTU123456' })
  await expectNoAxeViolations(page)
}

async function kycPages(page: Page) {
  await continueTo(page, 'Your identity document')
  await errorsFirst(page)
  // Its number was given on the first page: not asked again.
  await answer(page, { 'Which document is it?': { choose: 'National ID (Omang)' } })
  expect(await page.getByLabel('Document number').count()).toBe(0)
  await upload(page, 'A copy of the document', 1)
  await continueTo(page, 'Your address')
  await errorsFirst(page)
  await answer(page, {
    'Which address is this?': { choose: 'Residential address' },
    'Plot or P O Box number': 'Plot 1234',
    'Street or area': 'Sample Street',
    Ward: 'Extension 9',
    'Town, city or village': 'Gaborone',
    District: { select: 'south-east' },
  })
  await upload(page, 'Proof of address', 2)
  await continueTo(page, 'Your employment')
  await errorsFirst(page)
  await answer(page, {
    Employer: 'Ministry of Education',
    Position: 'Senior teacher',
    "Employer's phone number": '3600000',
    Department: 'Primary schools',
    'Employee number': 'EMP12345',
    'Payroll ID': 'PAY98765',
    'Basic salary a month, in pula': '18500',
    'Year you started': '2010',
  })
  await continueTo(page, 'Your bank details')
  await errorsFirst(page)
  await page.getByRole('button', { name: 'Add a bank account' }).click()
  await answerIn(page.getByRole('group', { name: 'Bank account 1' }), {
    Bank: 'Sample Bank',
    Branch: 'Main Mall',
    'Branch code': '281467',
    'Account number': '1234567890',
  })
  await upload(page, 'A recent bank statement', 3)
  await expectNoAxeViolations(page)
}

async function familyPages(page: Page) {
  await continueTo(page, 'Your spouse')
  // No answer means no spouse; "Yes" opens the spouse's questions, each then required.
  await answer(page, { 'Do you want to name a spouse in this application?': { choose: 'Yes' } })
  await errorsFirst(page)
  await answer(page, {
    ...person('Thabo', '512345678', ['2', '9', '1988'], 'Male'),
    Relationship: 'husband',
    'Is this person your next of kin?': { choose: 'Yes' },
  })
  await expectNoAxeViolations(page)
  await continueTo(page, 'Your dependents')
  for (const [n, first, id, year] of [
    [1, 'Naledi', '612345678', '2016'],
    [2, 'Kagiso', '712345678', '2019'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a dependent' }).click()
    await answerIn(page.getByRole('group', { name: `Dependent ${n}` }), {
      ...person(first, id, ['14', '3', year], 'Female'),
      'Who is this person to you?': { select: 'child' },
      Relationship: 'daughter',
      'Is this person your next of kin?': { choose: 'No' },
    })
  }
  await expectNoAxeViolations(page)
}

async function coverPages(page: Page) {
  await continueTo(page, 'Your cover')
  await errorsFirst(page)
  await answer(page, { Package: { choose: 'POLOKO: Lerato' } })
  await page.getByLabel('Add-on for Thabo Sample').selectOption('Spouse')
  await page.getByLabel('Add-on for Naledi Sample').selectOption('Child')
  await page.getByLabel('Add-on for Kagiso Sample').selectOption('Child')
  // A family of four: Lerato P 85, the spouse P 27 and two children at P 14.
  const total = page.locator('.quote-summary__total')
  await expect.poll(async () => plain(await total.textContent())).toBe('Monthly total: P 140.00')
  await expectNoAxeViolations(page)
  await continueTo(page, 'How you pay')
  await errorsFirst(page)
  await answer(page, { 'How do you want to pay the premium?': { choose: 'Payroll deduction' } })
  expect(plain(await page.locator('.quote-summary__total').textContent())).toContain('P 140.00')
  await continueTo(page, 'Declaration')
  await errorsFirst(page)
  await answer(page, {
    'I confirm that the information I have given is correct and complete': { tick: true },
  })
}

describe('joining a funeral scheme', () => {
  it('joins offline with the three documents and two dependents, delivered once', async () => {
    const { page, context } = session
    await page1to4(page)
    await kycPages(page)
    await familyPages(page)
    await coverPages(page)
    await continueTo(page, 'Check your answers before sending')
    // Read back with what the join works out: its pricing loads with the checks, not with
    // the first page.
    const rows = (await page.locator('.summary-list__row').allTextContents()).map((row) =>
      row.replace(/[\u00a0\u202f]/g, ' '),
    )
    expect(rows.some((row) => row.startsWith('PackagePOLOKO: Lerato'))).toBe(true)
    expect(rows.some((row) => row.startsWith('Amount deducted each monthP 140.00'))).toBe(true)
    await expectNoAxeViolations(page)
    await context.setOffline(true)
    const reference = await submit(page, 'MB')
    await page
      .getByText(/waiting to send/i)
      .first()
      .waitFor()
    // Made signed out: its email is to be confirmed before it shows on a member's page.
    await page.getByText('Once it is sent, you can confirm your email here').waitFor()
    await expectNoAxeViolations(page)
    await context.setOffline(false)
    await expectDeliveredOnce(page, baseUrl(), reference)
    await page
      .getByRole('link', { name: 'Confirm your email to see this application on your page' })
      .waitFor()

    // The union's own status check, from the confirmation: found by the reference and the
    // member's ID number. No insurance page offers the gambling helpline.
    expect(await page.locator('body').textContent()).not.toContain('19777')
    await page.getByRole('link', { name: 'Check the status of your application' }).click()
    await page.getByRole('heading', { level: 1, name: 'Check an application' }).waitFor()
    await page.getByLabel('Reference number').fill(reference)
    await page.getByLabel('National ID (Omang) or passport number').fill('412345678')
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const found = page.locator('.card').filter({ hasText: `Application ${reference}` })
    await found.getByText(/^Received on .+ Staff of the union check your application/).waitFor()
    await page
      .getByRole('contentinfo')
      .getByText(/Contact the union/)
      .waitFor()
    expect(await page.locator('body').textContent()).not.toContain('19777')
    await expectNoAxeViolations(page)

    // The member confirms the join's email with a code from the confirmation page, and sees
    // the application, pending, with the people it names.
    await page.goto(`/submitted/${reference}`)
    await page
      .getByRole('link', { name: 'Confirm your email to see this application on your page' })
      .click()
    await page.getByText(`Confirm your email to see application ${reference}`).waitFor()
    await memberSignInOnPage(page, MEMBER)
    const mine = page.getByRole('region', { name: `Application ${reference}` })
    await mine.waitFor()
    const text = await mine.textContent()
    for (const part of ['Pending', 'Lerato', 'Thabo Sample', 'Naledi Sample', 'Kagiso Sample'])
      expect(text).toContain(part)
    await expectNoAxeViolations(page)
  }, 240_000)

  it('refuses payroll deduction past 65 on the page where it is chosen, as the gateway would', async () => {
    const { page } = session
    // The catalogue on the device, as after any visit of the insurance pages.
    await page.goto('/insurance')
    await page.waitForFunction(() => localStorage.getItem('insurance:schemes') !== null)
    // A draft of a member born in 1950, with the pages before the payment answered.
    await page.evaluate(async () => {
      const record = {
        version: 1,
        savedAt: Date.now(),
        answers: {
          user: { firstname: 'Mpho', lastname: 'Sample', dateOfBirth: '1950-04-10' },
          packageId: 'poloko-lerato',
          dependents: [],
          addOns: [],
        },
      }
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('scamlock-drafts')
        open.onupgradeneeded = () => open.result.createObjectStore('drafts')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite')
          tx.objectStore('drafts').put(record, 'insurance-join')
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
        }
      })
    })
    await page.goto('/insurance/join?step=payment')
    await page.getByRole('heading', { level: 1, name: 'How you pay' }).waitFor()
    await appReady(page)
    await answer(page, { 'How do you want to pay the premium?': { choose: 'Payroll deduction' } })
    const refusal = 'A member older than 65 cannot pay by payroll deduction. Choose debit order'
    // Said at once, by the amount; Continue stops here with it by the choice, said once there.
    await page.getByText(refusal).first().waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.getByRole('link', { name: refusal }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How you pay')
    expect(await page.locator('form').getByText(refusal).count()).toBe(1)
    await expectNoAxeViolations(page)
    await summary.getByRole('link', { name: refusal }).click()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio')
    await answer(page, {
      'How do you want to pay the premium?': { choose: 'Debit order from my bank account' },
    })
    await continueTo(page, 'Declaration')
  }, 120_000)
})
