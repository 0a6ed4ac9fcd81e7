/**
 * Checks with no signal, at 390 px against the real gateway: after one visit the phone keeps the
 * signed copy of the register; with the network cut, a reported product or number is answered
 * from it with the copy's time, any other is unconfirmed (never genuine), and a copy changed by
 * one byte is refused. The checks asked offline wait with the recent checks and are run once
 * the device is online, after the app was closed and opened again, each asked once although
 * two tabs open at once, and announced in the app and by a system notification.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'

const session = usePage({ viewport: { width: 390, height: 844 } })

const COPY_CACHE = 'verify-copy'
const COPY_ENTRY = '/__verify/copy.jws'

/** Counts the calls to `path` from every page and worker of the context from now on. */
function countCalls(context: BrowserContext, path: string) {
  const sent: string[] = []
  context.on('request', (request) => {
    if (request.url().includes(`/api/${path}`)) sent.push(request.postData() ?? '')
  })
  return sent
}

/** Waits until the copy of the register is kept on the device (asked 3 s after the load). */
async function copyKept(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([cache, entry]) => Boolean(await (await caches.open(cache!)).match(entry!)),
          [COPY_CACHE, COPY_ENTRY],
        ),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true)
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  // Offline from now on: a request asked a moment before may still arrive.
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/health').then(
          () => false,
          () => true,
        ),
      ),
    )
    .toBe(true)
}

async function check(page: Page, label: string, value: string, button: string) {
  await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: button }).click()
}

const offlineCard = (page: Page) => page.locator('section.offline-check')

describe('a check with no signal', () => {
  it('is answered from the signed copy on the device, and a changed copy is refused', async () => {
    const { page, context } = session
    await page.goto('/')
    await waitForServiceWorker(page)
    await copyKept(page)
    const sent = countCalls(context, 'product/check')
    await goOffline(context, page)

    await check(page, 'Product code', 'BWP900009', 'Check product')
    await offlineCard(page).getByRole('heading', { name: 'You are offline' }).waitFor()
    await offlineCard(page)
      .getByRole('heading', { name: /^Reported, as of \d/ })
      .waitFor()
    await offlineCard(page)
      .getByText('Paracetamol tablets 500 mg (24)): Reported counterfeit', { exact: false })
      .waitFor()
    await expectNoAxeViolations(page)

    // A code the copy does not list is unconfirmed, never genuine.
    await check(page, 'Product code', 'BWP100001', 'Check product')
    await offlineCard(page).getByRole('heading', { name: 'Not confirmed offline' }).waitFor()
    await offlineCard(page)
      .getByText('That does not mean it is genuine', { exact: false })
      .waitFor()
    expect(await page.getByText('This product code is on the register').count()).toBe(0)

    // A number reported as a scam, typed the local way.
    await page.goto('/verify/callerId')
    await check(page, 'Phone number', '72 000 002', 'Check number')
    await offlineCard(page)
      .getByRole('heading', { name: /^Reported as a scam number, as of \d/ })
      .waitFor()

    // One byte of the kept copy changed: it is refused, and nothing is said from it.
    await page.evaluate(
      async ([cache, entry]) => {
        const kept = await caches.open(cache!)
        const token = await (await kept.match(entry!))!.text()
        const [header, payload, signature] = token.split('.')
        const flip = payload!.at(-1) === 'A' ? 'B' : 'A'
        const changed = `${header}.${payload!.slice(0, -1)}${flip}.${signature}`
        await kept.put(entry!, new Response(changed))
      },
      [COPY_CACHE, COPY_ENTRY],
    )
    await page.goto('/')
    await check(page, 'Product code', 'BWP400004', 'Check product')
    await offlineCard(page)
      .getByText('could not be confirmed as the one the register sent', { exact: false })
      .waitFor()
    expect(await offlineCard(page).getByRole('heading', { name: /as of/ }).count()).toBe(0)
    expect(sent).toEqual([])
  })
})

describe('a check asked offline', () => {
  it('waits with the recent checks and is answered once online, after the app was reopened', async () => {
    const { page, context } = session
    await context.grantPermissions(['notifications'])
    await page.goto('/')
    await waitForServiceWorker(page)
    await copyKept(page)
    const products = countCalls(context, 'product/check')
    const callers = countCalls(context, 'callerId/check')
    await goOffline(context, page)

    await check(page, 'Product code', 'BWP900009', 'Check product')
    await offlineCard(page)
      .getByText('Your check is saved on this device', { exact: false })
      .waitFor()
    await page.goto('/verify/callerId')
    await check(page, 'Phone number', '+26772000002', 'Check number')
    await offlineCard(page)
      .getByRole('heading', { name: /^Reported as a scam number/ })
      .waitFor()
    const recent = page.locator('.recent-checks')
    await recent.getByText('Waiting for a connection').first().waitFor()
    expect(await recent.getByText('Waiting for a connection').count()).toBe(2)

    // The app closed; later, online, it is opened again in two tabs at once.
    await page.close()
    await context.setOffline(false)
    const [first, second] = await Promise.all([context.newPage(), context.newPage()])
    await Promise.all([first!.goto('/verify/agent'), second!.goto('/')])
    await Promise.all([appReady(first!), appReady(second!)])

    // Announced in the tab that ran them (the other sees the answers in its recent checks).
    const noticeIn = (tab: Page) =>
      tab
        .getByRole('status')
        .filter({ hasText: 'Checks you asked while offline have been answered' })
    const tab = await Promise.any(
      [first!, second!].map((candidate) =>
        noticeIn(candidate)
          .waitFor({ timeout: 30_000 })
          .then(() => candidate),
      ),
    )
    const notice = noticeIn(tab)
    await notice.getByText('BWP900009').waitFor()
    await notice.getByText('+26772000002').waitFor()
    for (const each of [first!, second!]) {
      const answered = each.locator('.recent-checks')
      await answered.getByText('BWP900009').waitFor()
      await expect.poll(() => answered.getByText('Waiting for a connection').count()).toBe(0)
    }
    await expectNoAxeViolations(tab)

    // Each asked once, though two tabs were ready to run them.
    expect(products).toEqual(['{"code":"BWP900009"}'])
    expect(callers).toEqual(['{"phone":"+26772000002"}'])

    // The system notification, allowed for this site, says it without the code or the number.
    const notifications = await tab.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      const shown = (await registration?.getNotifications()) ?? []
      return shown.map(({ title, body }) => ({ title, body }))
    })
    expect(notifications).toEqual([
      {
        title: 'Your checks were answered',
        body: 'Open ScamLock to see the answer in your recent checks.',
      },
    ])

    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await notice.waitFor({ state: 'detached' })
  })
})
