/**
 * The Self Help Portal, PGSI and FAQs in the production build served by the real gateway:
 * Quick exit (click and Shift three times, Back does not return), every linked service is
 * real, the quiz by keyboard alone, the quiz after one visit with the network off, every
 * language without an untranslated message id, and axe on the four pages.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readPo } from '../../scripts/po'
import {
  appReady,
  baseUrl,
  expectNoAxeViolations,
  launch,
  newContext,
  waitForServiceWorker,
} from './browser'
import { answer, continueTo, submit } from './journey-helpers'
import { gatewayCall } from './outbox-helpers'

const NEUTRAL = 'https://www.google.com/'

let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  context = await newContext(browser)
  page = await context.newPage()
  // The neutral site, without leaving the machine.
  await context.route(`${NEUTRAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google</title><p>neutral</p>' }),
  )
})
afterEach(async () => {
  await context?.close()
})

const h1 = (p: Page) => p.getByRole('heading', { level: 1 })
const active = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      tag: el?.tagName.toLowerCase(),
      id: el?.id,
      name: el?.getAttribute('name'),
      value: (el as HTMLInputElement | null)?.value,
      text: el?.textContent?.trim(),
      href: el?.getAttribute('href'),
    }
  })

async function tabTo(p: Page, match: (el: Awaited<ReturnType<typeof active>>) => boolean) {
  for (let i = 0; i < 120; i++) {
    await p.keyboard.press('Tab')
    if (match(await active(p))) return
  }
  throw new Error('never reached by Tab')
}

describe('Self Help Portal home', () => {
  it('shows the helpline as a tap-to-call link and Quick exit', async () => {
    await page.goto('/self-help')
    expect(await h1(page).textContent()).toBe('Self Help Portal')
    expect(await page.title()).toBe('Self Help Portal')
    const call = page.getByRole('link', { name: 'Call the free helpline 19777' })
    expect(await call.getAttribute('href')).toBe('tel:19777')
    expect(await page.getByRole('link', { name: 'Quick exit' }).isVisible()).toBe(true)
  })

  it('links only services that are really there', async () => {
    await page.goto('/self-help')
    await h1(page).waitFor()
    const hrefs = await page
      .locator('.service__title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThanOrEqual(3)
    for (const href of hrefs) {
      await page.goto('/self-help')
      await page.locator(`.service__title a[href="${href}"]`).click()
      await page.waitForURL((url) => url.pathname === href)
      await h1(page).waitFor()
      expect(await page.locator('main').textContent(), href).not.toContain(
        'not available in the app yet',
      )
    }
  })
})

describe('the outbox from the portal', () => {
  it('opens in the portal’s own shell from a portal confirmation, with no ScamLock', async () => {
    await page.goto('/submitted/EX-7K3M9Q2P')
    await appReady(page)
    await page.getByRole('link', { name: 'See what is waiting to send on this device' }).click()
    await page.waitForURL('**/self-help/outbox')
    await page.getByRole('heading', { level: 1, name: 'Waiting to send' }).waitFor()
    expect(await page.getByRole('link', { name: 'Quick exit' }).isVisible()).toBe(true)
    expect(await page.getByText('ScamLock').count()).toBe(0)
  })
})

describe('Quick exit', () => {
  it('leaves for the neutral site, and Back does not return to the page', async () => {
    await page.goto('/self-help')
    await page.getByRole('link', { name: 'Take the PGSI quiz' }).click()
    await page.waitForURL('**/self-help/pgsi/quiz')
    await page.getByRole('link', { name: 'Quick exit' }).click()
    await page.waitForURL(NEUTRAL)
    await page.goBack()
    expect(new URL(page.url()).pathname).toBe('/self-help')
  })

  it('is kept in view at the bottom of a long page', async () => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/self-help/pgsi/quiz')
    await page.getByRole('button', { name: 'Clear my answers' }).scrollIntoViewIfNeeded()
    const box = await page.getByRole('link', { name: 'Quick exit' }).boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(700)
  })

  it('leaves when Shift is pressed three times', async () => {
    await page.goto('/self-help/faqs')
    // The prerendered page is on screen before the app listens for keys.
    await appReady(page)
    await page.keyboard.press('Shift')
    await page.keyboard.press('Shift')
    await page.keyboard.press('Shift')
    await page.waitForURL(NEUTRAL)
    await page.goBack()
    expect(page.url()).not.toContain('/self-help/faqs')
  })

  it('is not set off by typing capitals', async () => {
    await page.goto('/self-help/pgsi')
    await h1(page).waitFor()
    await page.keyboard.press('Shift+A')
    await page.keyboard.press('Shift+B')
    await page.keyboard.press('Shift+C')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/self-help/pgsi')
  })
})

/** The keys of the drafts this device holds, read raw from IndexedDB. */
const draftKeys = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('scamlock-drafts')
        open.onupgradeneeded = () => open.result.createObjectStore('drafts')
        open.onsuccess = () => {
          const keys = open.result.transaction('drafts').objectStore('drafts').getAllKeys()
          keys.onsuccess = () => {
            open.result.close()
            resolve(keys.result as string[])
          }
        }
      }),
  )

async function quickExitAndBack(p: Page) {
  await p.getByRole('link', { name: 'Quick exit' }).click()
  await p.waitForURL(NEUTRAL)
  await p.goBack()
  await appReady(p)
}

describe('Quick exit and what this phone keeps', () => {
  const NOTE = 'Quick exit also clears the forms you started here.'

  it('says beside the button that it clears the forms started here', async () => {
    await page.goto('/self-help/exclusions/self')
    const note = page.getByText(NOTE)
    expect(await note.isVisible()).toBe(true)
    const describedBy = await page
      .getByRole('link', { name: 'Quick exit' })
      .getAttribute('aria-describedby')
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(NOTE)
    await expectNoAxeViolations(page)
  })

  it('clears an application started here: no draft, no answers from last time', async () => {
    await page.goto('/self-help/exclusions/third-party')
    await answer(page, {
      'Your full name': 'Neo Sample',
      'National ID (Omang) or passport number': '123456789',
      Gender: { choose: 'Female' },
      Age: { choose: '25 to 34' },
    })
    await continueTo(page, 'How we can contact you')
    await page.getByLabel('Phone number', { exact: true }).fill('+26771234567')
    await expect.poll(() => draftKeys(page), { timeout: 10_000 }).toEqual(['exclusion-third-party'])

    await quickExitAndBack(page)
    expect(new URL(page.url()).pathname).toBe('/self-help/exclusions/third-party')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByText('Your answers from last time').count()).toBe(0)
    expect(await page.getByLabel('Your full name', { exact: true }).inputValue()).toBe('')
    expect(await draftKeys(page)).toEqual([])
    expect(await page.getByText(NOTE).isVisible()).toBe(true)

    // Nor the next time the form is opened.
    const next = await context.newPage()
    await next.goto('/self-help/exclusions/third-party')
    await appReady(next)
    await next.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    expect(await next.getByText('Your answers from last time').count()).toBe(0)
    expect(await next.getByLabel('Your full name', { exact: true }).inputValue()).toBe('')
  })

  it('keeps what waits in the outbox, shown again only once /outbox is opened', async () => {
    const base = baseUrl()
    // The request cannot be delivered for now: it waits in the outbox.
    await gatewayCall(base, 'test/faults', { path: 'talk/request', mode: 'fail', count: 1000 })
    try {
      await page.goto('/self-help/contact/talk')
      await answer(page, { 'Your full name': 'Kabo Sample', 'Phone number': '72345678' })
      await continueTo(page, 'Check your answers before sending')
      const reference = await submit(page, 'TK')
      await page.getByRole('main').getByText('Waiting to send', { exact: true }).waitFor()

      // Quick exit from the next page; Back to the confirmation page: nothing under that
      // reference on this device.
      await page.getByRole('link', { name: 'Go to the home page' }).click()
      await page.waitForURL('**/self-help')
      await quickExitAndBack(page)
      expect(new URL(page.url()).pathname).toBe(`/submitted/${reference}`)
      await page.getByRole('heading', { level: 1, name: 'Not found on this device' }).waitFor()
      expect(await page.getByText(/^(Waiting to send|Sending…)$/).count()).toBe(0)
      await page.goto('/self-help/outbox')
      await page.getByText('Nothing is waiting to send.').waitFor()
      expect(await page.getByText(reference).count()).toBe(0)

      // The outbox page shows it, and from then on the portal's pages do again.
      await page.goto('/outbox')
      await page.getByText(reference).first().waitFor()
      await page.goto(`/submitted/${reference}`)
      await page.getByRole('heading', { level: 1, name: 'Saved on this device' }).waitFor()
      // Waiting, or at that moment trying again (the header's outbox link says so too).
      await page
        .getByRole('main')
        .getByText(/^(Waiting to send|Sending…)$/)
        .waitFor()
    } finally {
      await gatewayCall(base, 'test/faults/clear')
    }
  })
})

describe('PGSI quiz', () => {
  it('works by keyboard alone', async () => {
    await page.goto('/self-help/pgsi/quiz')
    await h1(page).waitFor()

    // Check score with nothing answered: the error summary takes focus and links to each.
    await tabTo(page, (el) => el.text === 'Check score')
    await page.keyboard.press('Enter')
    // The summary's code loads at the first problem to show (ErrorSummary.tsx).
    await expect.poll(async () => (await active(page)).text).toContain('There is a problem')
    expect(await page.getByRole('alert').getByRole('link').count()).toBe(9)
    await page.keyboard.press('Tab')
    expect((await active(page)).text).toBe('Choose an answer to question 1')
    await page.keyboard.press('Enter')
    expect(await active(page)).toMatchObject({ id: 'pgsi-q1', name: 'q1' })

    // Space picks the first answer, arrows move on to the others, Tab goes to the next question.
    const picks = [0, 1, 2, 3, 4, 0, 0, 0, 0] // never, rarely, sometimes, often, always: 7
    for (const [index, pick] of picks.entries()) {
      expect((await active(page)).name).toBe(`q${index + 1}`)
      await page.keyboard.press('Space')
      for (let step = 0; step < pick; step++) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
    }
    expect((await active(page)).text).toBe('Check answers')
    await page.keyboard.press('Enter')
    expect((await active(page)).text).toBe('Check your answers')
    await tabTo(page, (el) => el.text === 'Check score')
    await page.keyboard.press('Enter')

    expect((await active(page)).text).toBe('Your score is 7 out of 27')
    expect(await page.locator('.pgsi-result').textContent()).toContain('Category: Moderate risk')
    await page.keyboard.press('Tab')
    expect((await active(page)).href).toBe('tel:19777')
  })

  it('works after one visit with the network off, and keeps answers over a reload', async () => {
    await page.goto('/self-help')
    await waitForServiceWorker(page)
    await context.setOffline(true)

    for (const [path, title] of [
      ['/self-help/pgsi', 'Problem Gambling Severity Index (PGSI)'],
      ['/self-help/faqs', 'Frequently asked questions'],
      ['/self-help', 'Self Help Portal'],
      ['/self-help/pgsi/quiz', 'PGSI quiz'],
    ]) {
      await page.goto(path!)
      expect(await h1(page).textContent()).toBe(title)
    }

    const group = (n: number) =>
      page.getByRole('group', { name: new RegExp(`^Question ${n} of 9`) })
    for (let n = 1; n <= 4; n++) await group(n).getByRole('radio', { name: 'Often' }).check()
    await page.reload()
    // The reloaded page is the prerendered one: its answers come back once the app takes over.
    await appReady(page)
    expect(await group(4).getByRole('radio', { name: 'Often' }).isChecked()).toBe(true)
    for (let n = 5; n <= 9; n++) await group(n).getByRole('radio', { name: 'Never' }).check()
    await page.getByRole('button', { name: 'Check score' }).click()
    expect(await page.getByRole('heading', { level: 2, name: /Your score/ }).textContent()).toBe(
      'Your score is 8 out of 27',
    )
    expect(await page.evaluate(() => sessionStorage.getItem('pgsi-answers'))).toContain('often')

    await page.getByRole('button', { name: 'Clear my answers' }).click()
    expect(await page.evaluate(() => sessionStorage.getItem('pgsi-answers'))).toBeNull()
    await page.reload()
    await h1(page).waitFor()
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
  })
})

describe('PGSI answers on a shared phone', () => {
  const often = (p: Page) =>
    p.getByRole('group', { name: /^Question 1 of 9/ }).getByRole('radio', { name: 'Often' })

  it('last for this tab only, unless the person keeps them on the device', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/self-help/pgsi/quiz')
    await often(page).check()
    // The next person opens the quiz in a new tab: nothing.
    const next = await context.newPage()
    await next.goto('/self-help/pgsi/quiz')
    await appReady(next)
    expect(await next.getByRole('radio', { checked: true }).count()).toBe(0)
    expect(await next.evaluate(() => localStorage.length)).toBe(0)
    await next.close()

    await page.getByRole('checkbox', { name: 'Keep my answers on this device' }).check()
    const later = await context.newPage()
    await later.goto('/self-help/pgsi/quiz')
    await appReady(later)
    await expect.poll(() => often(later).isChecked()).toBe(true)
    await later.close()
  })

  it('are removed by Quick exit, kept or not', async () => {
    await page.goto('/self-help/pgsi/quiz')
    await often(page).check()
    await page.getByRole('checkbox', { name: 'Keep my answers on this device' }).check()
    await page.getByRole('link', { name: 'Quick exit' }).click()
    await page.waitForURL(NEUTRAL)
    const next = await context.newPage()
    await next.goto('/self-help/pgsi/quiz')
    await h1(next).waitFor()
    expect(await next.getByRole('radio', { checked: true }).count()).toBe(0)
    // What is left in storage is Quick exit's own marks (the moment), never an answer.
    expect(
      await next.evaluate(() => [
        Object.keys(localStorage).filter((key) => !key.startsWith('scamlock.')),
        Object.values(localStorage).filter((value) => value.includes('often')),
        sessionStorage.getItem('pgsi-answers'),
      ]),
    ).toEqual([[], [], null])
  })
})

describe('languages', () => {
  // The ids the build gives every message: one showing means a message missing from a catalog.
  const ids = new Set(
    readPo(resolve(__dirname, '../../locales/en/messages.po')).map((entry) =>
      generateMessageId(entry.msgid),
    ),
  )
  const NATIVE = ['English', 'Français', 'Setswana', 'Sekgalagadi', 'Ikalanga', 'Shiyeyi']

  it.each(NATIVE)('%s renders the portal home with no message id', async (language) => {
    await page.goto('/language')
    await page.getByRole('radio', { name: language }).check()
    await page.waitForFunction(
      (expected) => (document.documentElement.lang === 'en') === expected,
      language === 'English',
    )
    await page.goto('/self-help')
    await page.locator('.helpline').waitFor()
    const words = (await page.locator('body').innerText()).split(/[\s.,:;!?()“”"’']+/)
    expect(words.filter((word) => ids.has(word))).toEqual([])
    const idLike = words.filter(
      (word) => /^[A-Za-z0-9_+/-]{6}$/.test(word) && /[0-9_+/-]|^.+[A-Z]/.test(word),
    )
    expect(idLike).toEqual([])
  })
})

describe('accessibility', () => {
  it('has no axe violations on the home, explanation and FAQ pages', async () => {
    for (const path of ['/self-help', '/self-help/pgsi']) {
      await page.goto(path)
      await h1(page).waitFor()
      await expectNoAxeViolations(page)
    }
    await page.goto('/self-help/faqs')
    await page.getByRole('button', { name: 'Show all answers' }).click()
    await expectNoAxeViolations(page)
  })

  it('has no axe violations on the quiz, with errors, the review and the result', async () => {
    await page.goto('/self-help/pgsi/quiz')
    await h1(page).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Check score' }).click()
    await page.getByRole('alert').waitFor()
    await expectNoAxeViolations(page)
    for (const radio of await page.getByRole('radio', { name: 'Sometimes' }).all())
      await radio.check()
    await page.getByRole('button', { name: 'Check answers' }).click()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Check score' }).click()
    await page.locator('.pgsi-result').waitFor()
    await expectNoAxeViolations(page)
  })
})
