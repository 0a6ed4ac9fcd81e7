/**
 * The four seek-help requests end to end at 390 px: each answered page by page (axe on every
 * page and on the first page's errors), submitted offline, delivered once when back online;
 * a report without a name sends no contact details; the status check finds a request.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  appReady,
  baseUrl,
  expectNoAxeViolations,
  failChunkAsACachingBrowser,
  newContext,
  trackScripts,
  usePage,
  waitForServiceWorker,
} from './browser'
import { answer, continueTo, walkJourney } from './journey-helpers'

const VIEWPORT = { width: 390, height: 844 }
const session = usePage({ viewport: VIEWPORT })

/**
 * A page of its own with no service worker, for the tests that hold back or cut off the app's
 * files (a worker would answer them from its cache).
 */
async function withPageWithoutWorker(run: (page: Page) => Promise<void>) {
  const context = await newContext(session.browser, { viewport: VIEWPORT, serviceWorkers: 'block' })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const open = async () => {
  await session.page.goto('/self-help')
  await waitForServiceWorker(session.page)
}

describe('seek help', () => {
  it('reports illegal gambling without a name', async () => {
    await open()
    await walkJourney(session.page, session.context, baseUrl(), '/self-help/contact/report', 'RP', [
      {
        heading: 'What is happening?',
        // "What is it?" appears once "Something else" is chosen.
        answers: {
          'What do you want to report?': { choose: 'Something else' },
          'What is it?': 'Betting on dog fights',
        },
      },
      {
        heading: 'Where is it happening?',
        answers: { 'The place': 'Behind the bus rank, Mahalapye' },
      },
      { heading: 'What you saw', answers: { 'Describe what you saw': 'Every Friday evening.' } },
      {
        heading: 'Your name',
        answers: {
          'Do you want to report without giving your name?': {
            choose: 'Yes, report without my name',
          },
        },
      },
    ])
  })

  it('fills the place with "Use my location" once the browser may share it', async () => {
    // Gaborone, the permission granted as a person would grant it: the gateway's
    // Permissions-Policy must let our own page ask (geolocation=() refused it anyway).
    const context = await newContext(session.browser, {
      viewport: VIEWPORT,
      permissions: ['geolocation'],
      geolocation: { latitude: -24.654512, longitude: 25.908591, accuracy: 10 },
    })
    try {
      const page = await context.newPage()
      await page.goto('/self-help/contact/report')
      await answer(page, {
        'What do you want to report?': { choose: 'Something else' },
        'What is it?': 'Betting on dog fights',
      })
      await continueTo(page, 'Where is it happening?')
      await page.getByRole('button', { name: 'Use my location' }).click()
      await page.getByText('Location added: -24.65451, 25.90859.').waitFor()
      const link = page.getByRole('link', { name: /Check the place on a map/ })
      expect(await link.getAttribute('href')).toBe(
        'https://www.openstreetmap.org/?mlat=-24.65451&mlon=25.90859#map=16/-24.65451/25.90859',
      )
      expect(await page.getByRole('alert').count()).toBe(0)
      await expectNoAxeViolations(page)
    } finally {
      await context.close()
    }
  })

  it('makes a complaint, and the status check finds it by the id number', async () => {
    await open()
    const { page, context } = session
    const reference = await walkJourney(
      page,
      context,
      baseUrl(),
      '/self-help/contact/complaint',
      'CP',
      [
        {
          heading: 'Your details',
          answers: {
            'Your full name': 'Kabo Sample',
            'Phone number': '71 234 567',
            'National ID (Omang) or passport number (optional)': '987654321',
          },
        },
        {
          heading: 'Your complaint',
          answers: { 'What happened?': 'The casino kept my winnings of P 2,000.' },
        },
      ],
    )
    await page.goto('/self-help/status')
    await page.getByLabel('Reference number').fill(reference)
    await page.getByLabel('ID, passport or phone number').fill('987 654 321')
    await page.getByRole('button', { name: 'Check' }).click()
    // A complaint in its own words: what it means and what to do next.
    await page.getByText('Received, waiting for a decision').waitFor()
    await page.getByText(/An officer of the regulator reads your complaint/).waitFor()
    // Focus goes to what the check found, not back to the page's body.
    const focus = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    await expect.poll(focus).toBe(reference)
    await page.getByLabel('ID, passport or phone number').fill('111111111')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText(/We found nothing with that reference number/).waitFor()
    await expect.poll(focus).toMatch(/^We found nothing with that reference number/)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('asks for counselling', async () => {
    await open()
    await walkJourney(
      session.page,
      session.context,
      baseUrl(),
      '/self-help/contact/counselling',
      'CN',
      [
        {
          heading: 'Your details',
          answers: { 'Your full name': 'Kabo Sample', 'Phone number': '+267 72 345 678' },
        },
        {
          heading: 'Your counsellor',
          answers: {
            'Which district are you in?': { select: 'kweneng' },
            'Which language would you like to speak?': { choose: 'Setswana' },
          },
        },
        { heading: 'About your request' },
      ],
    )
  })

  it('offers the helpline first, then a call back', async () => {
    await open()
    const { page } = session
    await page.goto('/self-help/contact/talk')
    expect(
      await page.getByRole('link', { name: 'Call 19777 now, free' }).getAttribute('href'),
    ).toBe('tel:19777')
    await walkJourney(page, session.context, baseUrl(), '/self-help/contact/talk', 'TK', [
      {
        heading: 'Ask for a call back',
        answers: {
          'Your full name': 'Kabo Sample',
          'Phone number': '72345678',
          'When is a good time to call? (optional)': { choose: 'Morning (8am to 12pm)' },
        },
      },
    ])
  })

  it('says when the answers cannot be checked, and checks them once the checks can be fetched', async () => {
    // The first page draws itself without the checks (the contract's schema), which load on
    // first use. Offline before the app was kept for offline use, they cannot be fetched: the
    // page says so and keeps the answers, and Continue checks them once they can be, in a
    // browser that never fetches a failed import() again as in one that does.
    await withPageWithoutWorker(async (page) => {
      const asked = trackScripts(page, '/assets/checks-')
      const connection = await failChunkAsACachingBrowser(page, 'checks')
      await page.goto('/self-help/contact/complaint')
      await appReady(page)
      await page.getByLabel('Your full name').fill('Kabo Sample')
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'could not be checked' }).count())
        .toBe(1)
      expect(await page.getByLabel('Your full name').inputValue()).toBe('Kabo Sample')

      connection.online = true
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect
        .poll(() => page.getByRole('link', { name: 'Enter a phone number' }).count())
        .toBeGreaterThan(0)
      expect(await page.getByText('could not be checked').count()).toBe(0)
      expect(asked.at(-1)).toMatch(/\.js\?retry=\d+$/)
    })
  })

  it('keeps what is typed while the checks are still on their way', async () => {
    await withPageWithoutWorker(async (page) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/checks-*.js', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/self-help/contact/complaint')
      await appReady(page)
      await page.getByLabel('Your full name').fill('Kabo Sample')
      await page.getByLabel('Phone number').fill('72345678')
      await page.getByRole('button', { name: 'Continue' }).click()
      // Continue waits for the checks; the person goes on typing meanwhile.
      await page.getByLabel('Email address (optional)').fill('kabo@example.org')
      release()
      await page.getByRole('heading', { level: 1, name: 'Your complaint' }).waitFor()
      await page.goBack()
      await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
      expect(await page.getByLabel('Email address (optional)').inputValue()).toBe(
        'kabo@example.org',
      )
    })
  })
})
