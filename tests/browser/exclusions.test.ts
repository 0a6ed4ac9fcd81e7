/**
 * The exclusion applications end to end, at 390 px in Chromium against the real gateway: each
 * page answered, Check your answers, submitted offline, the reference at once, delivered once
 * when back online; the draft survives a reload; errors and pages pass axe. A self-exclusion
 * applied for with a period, approved by a manager, shows its dates on the status page and is
 * made longer there.
 */
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import {
  answer,
  continueTo,
  expectDeliveredOnce,
  submit,
  walkJourney,
  type PageAnswers,
} from './journey-helpers'
import { gatewayCall, pdf, png } from './outbox-helpers'
import { confirm, heading, signIn } from './staff-helpers'
import { extendedEnd, longDate, periodEnd } from '../../src/shared/exclusion-period'

const session = usePage({ viewport: { width: 390, height: 844 } })

const YOU = {
  'Your full name': 'Neo Sample',
  'National ID (Omang) or passport number': '123456789',
  Gender: { choose: 'Female' },
  Age: { choose: '35 to 44' },
} as const

const person = (who: 'your' | 'player'): PageAnswers[] => [
  {
    heading: who === 'your' ? 'Your details' : 'The person you want excluded',
    answers: {
      [who === 'your' ? 'Your full name' : 'Their full name']:
        who === 'your' ? 'Neo Sample' : 'Mpho Sample',
      'National ID (Omang) or passport number': who === 'your' ? '123456789' : '223456789',
      Gender: { choose: who === 'your' ? 'Female' : 'Male' },
      Age: { choose: '45 to 54' },
    },
  },
  {
    heading:
      who === 'your' ? 'How we can contact you' : 'How to contact the person you want excluded',
    answers:
      who === 'your' ? { 'Phone number': '71234567', 'Email address': 'neo@example.org' } : {},
  },
  {
    heading: who === 'your' ? 'Where you live' : 'Where the person you want excluded lives',
    // Of the other person, the district and town are enough (docs/design.md section 4a):
    // their addresses are left out, as an applicant who does not know them would.
    answers: {
      District: { select: 'central' },
      'Town or village': 'Serowe',
      ...(who === 'your'
        ? { 'Residential address': 'Plot 77, Serowe', 'Postal address': 'P O Box 7, Serowe' }
        : {}),
    },
  },
]
const declaration: PageAnswers = {
  heading: 'Declaration',
  answers: { 'I confirm that the information I have given is correct': { tick: true } },
}

describe('the other exclusion applications', () => {
  it('excludes someone close to you', async () => {
    const { page, context } = session
    await page.goto('/self-help/exclusions')
    await waitForServiceWorker(page)
    await walkJourney(page, context, baseUrl(), '/self-help/exclusions/third-party', 'EX', [
      ...person('your'),
      ...person('player'),
      {
        heading: 'How you know the person',
        answers: {
          'What is your relationship to them?': { choose: 'Other relationship' },
          'Your relationship to them': 'Neighbour',
        },
      },
      {
        heading: 'Gambling places',
        answers: { 'Which gambling places should this apply to?': 'All casinos in Serowe' },
      },
      {
        heading: 'How long the exclusion lasts',
        answers: { 'How long should the exclusion last?': { choose: '5 years' } },
      },
      {
        heading: 'Your reasons',
        answers: {
          'Why do you want them excluded?': 'He has lost his savings.',
          'Describe how their gambling affects them and the people around them':
            'His children go without food.',
        },
      },
      {
        heading: 'Earlier exclusions',
        answers: { 'Have you ever received an exclusion reference number?': { choose: 'No' } },
      },
      {
        heading: 'Documents',
        files: {
          'A copy of your ID or passport': pdf(30_000, 1),
          'A copy of their ID or passport': pdf(30_000, 2),
          'A recent photo of their face': await png(page, 700, 900),
        },
      },
      declaration,
    ])
  })

  it.each([
    [
      'appeal',
      'Which decision do you appeal, and why?',
      'What should we know to look at it again?',
    ],
    ['cancel', 'Why should the exclusion end?', 'Anything else you want us to know (optional)'],
  ])('sends an %s', async (kind, reason, more) => {
    const { page, context } = session
    await page.goto('/self-help/exclusions')
    await waitForServiceWorker(page)
    const documents: PageAnswers = {
      heading: 'Documents',
      files:
        kind === 'cancel'
          ? {
              'A copy of your ID or passport': pdf(20_000, 3),
              'A report from your counsellor': pdf(20_000, 4),
            }
          : { 'A copy of your ID or passport': pdf(20_000, 5) },
    }
    await walkJourney(page, context, baseUrl(), `/self-help/exclusions/${kind}`, 'EX', [
      ...person('your'),
      {
        heading: 'Exclusion reference number',
        answers: { 'Exclusion reference number': 'EXC2025A1' },
      },
      { heading: 'Gambling places' },
      {
        heading: 'Your reasons',
        answers: { [reason]: 'It has been two years.', [more]: 'My counsellor agrees.' },
      },
      documents,
      declaration,
    ])
  })
})

describe('self-exclusion', () => {
  it('is answered page by page, sent offline and delivered once online', async () => {
    const { page, context } = session
    await page.goto('/self-help/exclusions/self')
    await waitForServiceWorker(page)
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    expect(await page.title()).toBe('Apply to exclude yourself – Self Help Portal')

    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.getByRole('link', { name: 'Enter your full name' }).waitFor()
    await expectNoAxeViolations(page)

    await answer(page, YOU)
    await continueTo(page, 'How we can contact you')
    await answer(page, { 'Phone number': '+267 71 234 567', 'Email address': 'neo@example.org' })
    await continueTo(page, 'Where you live')
    await answer(page, {
      District: { select: 'south-east' },
      'Town or village': 'Gaborone',
      'Residential address': 'Plot 1234, Extension 9',
      'Postal address': 'P O Box 100, Gaborone',
    })
    await continueTo(page, 'Gambling places')
    await answer(page, { 'Which gambling places should this apply to?': 'All gambling places' })
    await continueTo(page, 'How long the exclusion lasts')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Select how long the exclusion should last' })
      .waitFor()
    await expectNoAxeViolations(page)
    await answer(page, { 'How long should the exclusion last?': { choose: '1 year' } })
    // Support persons are optional: the page goes on without one.
    await continueTo(page, 'People to support you')
    await continueTo(page, 'Your reasons')
    await answer(page, { 'Why do you want to be excluded?': 'I cannot stop on my own.' })
    await continueTo(page, 'Earlier exclusions')
    await answer(page, {
      'Have you ever received an exclusion reference number?': { choose: 'Yes' },
    })
    await answer(page, { 'Exclusion reference number': 'EXC12345' })
    await continueTo(page, 'Documents')
    await page.getByLabel('A copy of your ID or passport').setInputFiles(pdf(50_000))
    await page.getByLabel('A recent photo of your face').setInputFiles(await png(page, 800, 1000))
    await page.getByRole('button', { name: /^Remove photo/ }).waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await continueTo(page, 'Declaration')
    await answer(page, { 'I confirm that the information I have given is correct': { tick: true } })
    await continueTo(page, 'Check your answers before sending')
    await page.getByText('EXC12345').waitFor()
    await expectNoAxeViolations(page)

    await context.setOffline(true)
    const reference = await submit(page, 'EX')
    await page
      .getByText(/waiting to send/i)
      .first()
      .waitFor()
    await context.setOffline(false)
    await expectDeliveredOnce(page, baseUrl(), reference)
  })

  it('keeps the answers through a reload, and Start again clears them', async () => {
    const { page } = session
    await page.goto('/self-help/exclusions/self')
    await answer(page, YOU)
    await continueTo(page, 'How we can contact you')
    await page.waitForTimeout(700)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'How we can contact you' }).waitFor()
    await page.getByRole('link', { name: 'Back' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    expect(await page.getByLabel('Your full name').inputValue()).toBe('Neo Sample')
    await page.getByRole('button', { name: 'Start again' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await page.getByRole('button', { name: 'Start again' }).waitFor({ state: 'detached' })
    expect(await page.getByLabel('Your full name').inputValue()).toBe('')
  })
})

describe('a refused application', () => {
  it('is reopened for correction with the refusal by its answer, and sent again', async () => {
    const { page } = session
    await page.goto('/self-help/exclusions')
    await waitForServiceWorker(page)
    await gatewayCall(baseUrl(), 'test/faults', {
      mode: 'fail',
      path: 'exclusions/apply',
      status: 400,
      errors: [{ path: 'applicant.fullName', message: 'Name must be 150 characters or fewer' }],
    })
    try {
      const pages = [
        ...person('your'),
        {
          heading: 'Gambling places',
          answers: { 'Which gambling places should this apply to?': 'All' },
        },
        {
          heading: 'How long the exclusion lasts',
          answers: { 'How long should the exclusion last?': { choose: '2 years' } },
        },
      ]
      await page.goto('/self-help/exclusions/self')
      for (const [index, step] of pages.entries()) {
        await answer(page, step.answers ?? {})
        await continueTo(page, pages[index + 1]?.heading ?? 'People to support you')
      }
      await continueTo(page, 'Your reasons')
      await answer(page, { 'Why do you want to be excluded?': 'I need a break.' })
      await continueTo(page, 'Earlier exclusions')
      await answer(page, {
        'Have you ever received an exclusion reference number?': { choose: 'No' },
      })
      await continueTo(page, 'Documents')
      await page.getByLabel('A copy of your ID or passport').setInputFiles(pdf(10_000, 9))
      await page.getByLabel('A recent photo of your face').setInputFiles(await png(page, 600, 600))
      await page.getByRole('button', { name: /^Remove photo/ }).waitFor({ timeout: 30_000 })
      await continueTo(page, 'Declaration')
      await answer(page, declaration.answers!)
      await continueTo(page, 'Check your answers before sending')
      const reference = await submit(page, 'EX')
      await page.getByText(/the service refused this submission/).waitFor({ timeout: 30_000 })
      await page.goto('/outbox')
      await page.getByRole('link', { name: `Correct ${reference}` }).click()
      await page
        .getByRole('heading', { level: 1, name: 'Check your answers before sending' })
        .waitFor()
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
      await summary.getByRole('link', { name: 'Name must be 150 characters or fewer' }).waitFor()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'Change Your full name' }).click()
      await page.getByText('Name must be 150 characters or fewer').first().waitFor()
      await answer(page, { 'Your full name': 'Neo K. Sample' })
      await continueTo(page, 'Check your answers before sending')
      await page.getByRole('button', { name: 'Submit again' }).click()
      await page.waitForURL(new RegExp(`/submitted/${reference}$`))
      await expectDeliveredOnce(page, baseUrl(), reference)
    } finally {
      await gatewayCall(baseUrl(), 'test/faults/clear')
    }
  })
})

describe('by keyboard alone', () => {
  it('applies to cancel an exclusion', async () => {
    const { page } = session
    await page.goto('/self-help/exclusions/cancel')
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    const type = async (text: string) => page.keyboard.type(text)
    const tab = async (times = 1) => {
      for (let i = 0; i < times; i++) await page.keyboard.press('Tab')
    }
    const focusedLabel = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null
        return el?.labels?.[0]?.textContent ?? el?.textContent ?? ''
      })
    /** Tabs until the control labelled `label` has focus. */
    const to = async (label: string | RegExp) => {
      for (let i = 0; i < 40; i++) {
        await tab()
        const text = (await focusedLabel()).trim()
        if (typeof label === 'string' ? text === label : label.test(text)) return
      }
      throw new Error(`No control labelled ${label} by Tab`)
    }
    /**
     * Space on the focused file field opens the file chooser. Under a loaded machine Chromium
     * has once let a Space press go by without one (CI, 1 run in about 20), so, as a person
     * would, Space is pressed again while the field still has focus; focus leaving the field
     * fails at once, naming where it went.
     */
    const spaceOpensChooser = async (label: string) => {
      for (let attempt = 1; ; attempt++) {
        const chooser = page.waitForEvent('filechooser', { timeout: 8_000 }).catch(() => null)
        await page.keyboard.press('Space')
        const opened = await chooser
        if (opened) return opened
        const focused = (await focusedLabel()).trim()
        if (focused !== label || attempt === 3)
          throw new Error(`Space opened no file chooser (${attempt} presses); focus: "${focused}"`)
      }
    }
    const next = async (heading: string) => {
      await to('Continue')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    await to('Your full name')
    await type('Neo Sample')
    await tab()
    await type('123456789')
    await to('Male')
    await page.keyboard.press('ArrowDown') // Female, in the same radio group
    await to('18 to 24')
    await page.keyboard.press('Space')
    await next('How we can contact you')
    await to('Phone number')
    await type('71234567')
    await tab()
    await type('neo@example.org')
    await next('Where you live')
    await to('District')
    await page.keyboard.press('ArrowDown')
    await tab()
    await type('Gaborone')
    await tab()
    await type('Plot 1')
    await tab()
    await type('P O Box 1')
    await next('Exclusion reference number')
    await to('Exclusion reference number')
    await type('EXC98765')
    await next('Gambling places')
    await next('Your reasons')
    await to('Why should the exclusion end?')
    await type('Two years without gambling.')
    await next('Documents')
    // As a person would: the upload fields (their own chunk, loaded with the first page that
    // has one) are on screen before Tab is pressed to reach them.
    await page.getByLabel('A copy of your ID or passport').waitFor({ state: 'attached' })
    const picked = page.getByRole('button', { name: /^Remove leaflet\.pdf/ })
    for (const [index, [label, seed]] of (
      [
        ['A copy of your ID or passport', 11],
        ['A report from your counsellor', 12],
      ] as const
    ).entries()) {
      await to(label)
      await (await spaceOpensChooser(label)).setFiles(pdf(8_000, seed))
      // As a person would: on once the file shows as added (its Remove button joins the order).
      await expect.poll(() => picked.count()).toBe(index + 1)
    }
    await next('Declaration')
    await to('I confirm that the information I have given is correct')
    await page.keyboard.press('Space')
    await next('Check your answers before sending')
    await to('Submit')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/submitted\/EX-[0-9A-Z]{8}$/)
  })
})

describe('an exclusion’s period', () => {
  it('applied for, approved by a manager, shows its dates on the status page and is extended there', async () => {
    const { page, context } = session
    await page.goto('/self-help/exclusions')
    await waitForServiceWorker(page)
    const reference = await walkJourney(
      page,
      context,
      baseUrl(),
      '/self-help/exclusions/self',
      'EX',
      [
        { heading: 'Your details', answers: YOU },
        {
          heading: 'How we can contact you',
          answers: { 'Phone number': '71234567', 'Email address': 'neo@example.org' },
        },
        {
          heading: 'Where you live',
          answers: {
            District: { select: 'south-east' },
            'Town or village': 'Gaborone',
            'Residential address': 'Plot 1234, Extension 9',
            'Postal address': 'P O Box 100, Gaborone',
          },
        },
        {
          heading: 'Gambling places',
          answers: { 'Which gambling places should this apply to?': 'All gambling places' },
        },
        {
          heading: 'How long the exclusion lasts',
          answers: { 'How long should the exclusion last?': { choose: '6 months' } },
        },
        { heading: 'People to support you' },
        { heading: 'Your reasons', answers: { 'Why do you want to be excluded?': 'I lose.' } },
        {
          heading: 'Earlier exclusions',
          answers: { 'Have you ever received an exclusion reference number?': { choose: 'No' } },
        },
        {
          heading: 'Documents',
          files: {
            'A copy of your ID or passport': pdf(20_000, 7),
            'A recent photo of your face': await png(page, 640, 800),
          },
        },
        declaration,
      ],
    )

    // A regulator manager approves it: it starts today in Botswana.
    await signIn(page, 'manager@regulator.example', inject('staffPassword'))
    await heading(page, 'Staff home')
    await page.goto(`/staff/cases/exclusions/${reference}`)
    await heading(page, `Case ${reference}`)
    await page.getByLabel('Approve: exclude', { exact: true }).check()
    await page.getByLabel('Note for the record').fill('Checked.')
    await page.getByRole('button', { name: 'Record the decision' }).click()
    await confirm(page)
    await page.locator('.staff-case__status', { hasText: 'Approved: excluded' }).waitFor()
    const { today } = (await gatewayCall(baseUrl(), 'test/clock', { addDays: 0 })) as {
      today: string
    }
    const words = (date: string) => longDate(date, 'en-GB')
    const endsOn = periodEnd(today, 'P6M')

    // The person reads the dates in words on the status page.
    await page.goto('/self-help/status')
    await page.getByLabel('Reference number').fill(reference)
    await page.getByLabel('ID, passport or phone number').fill('123456789')
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const found = page.locator('.card', { hasText: reference })
    await found
      .getByText(
        `You are excluded from every licensed gambling facility from ${words(today)} until ${words(endsOn)}.`,
      )
      .waitFor()
    await found.getByText('Period applied for: 6 months').waitFor()
    await expectNoAxeViolations(page)

    // Extending without a period says so on the question; with one, the end moves later.
    await found.getByRole('button', { name: 'Extend the exclusion' }).click()
    await found.getByText('Select how long to add').first().waitFor()
    await found.getByLabel('1 year', { exact: true }).check()
    await found.getByRole('button', { name: 'Extend the exclusion' }).click()
    const later = extendedEnd(endsOn, 'P1Y')
    await found
      .getByRole('status')
      .getByText(`Done: the exclusion now lasts until ${words(later)}.`, { exact: false })
      .waitFor()
    await found
      .getByText(
        `You are excluded from every licensed gambling facility from ${words(today)} until ${words(later)}.`,
      )
      .waitFor()
    await expectNoAxeViolations(page)
  })
})
