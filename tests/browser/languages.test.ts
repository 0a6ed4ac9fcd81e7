/**
 * Sekgalagadi, Ikalanga and Shiyeyi fall back to Setswana, then English (docs/design.md section
 * 6), and say so once, in Setswana and English, with a way to choose another language. A
 * submission goes with the language it was made in, however late the outbox sends it.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appReady, baseUrl, expectNoAxeViolations, newContext, usePage } from './browser'
import { deviceEntry, faults, gatewayCall, records, waitFor } from './outbox-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })

describe('a partly translated language', () => {
  it('reads Setswana where it has no words of its own, and says so once', async () => {
    const { page } = session
    await page.addInitScript(() => localStorage.setItem('locale', 'shi'))
    await page.goto('/self-help')
    const notice = page.getByRole('note')
    await notice.getByText('This language is not fully translated yet', { exact: false }).waitFor()
    // Its text is Setswana, and the page says so (docs/design.md section 6).
    expect(await page.getAttribute('html', 'lang')).toBe('tn')
    await page
      .getByRole('link', { name: 'Tlolela kwa diteng tse dikgolo' })
      .first()
      .waitFor({ state: 'attached' })
    await expectNoAxeViolations(page)
    await notice.getByRole('button').click()
    await page.reload()
    await appReady(page)
    await expect.poll(() => page.getByRole('note').count()).toBe(0)
  })
})

describe('a submission made in Setswana', () => {
  it('is sent as Setswana, even when the outbox sends it after a switch to English', async () => {
    // No service worker: the page itself sends, so its requests can be watched. The gateway
    // refuses the first attempt for now (503), so the outbox tries again later.
    const context = await newContext(session.browser, { serviceWorkers: 'block' })
    await gatewayCall(baseUrl(), 'test/faults', { mode: 'fail', path: 'talk/request', status: 503 })
    try {
      const page = await context.newPage()
      const languages: (string | undefined)[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/talk/request') {
          languages.push(request.headers()['content-language'])
        }
      })
      await page.goto('/self-help/contact/talk')
      await page.evaluate(() => localStorage.setItem('locale', 'ts'))
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Kopa gore re go leletse' }).waitFor()
      await page.getByLabel('Leina la gago ka botlalo', { exact: true }).fill('Kabo Sample')
      await page.getByLabel('Nomore ya mogala', { exact: true }).fill('72345678')
      await page.getByRole('button', { name: 'Tswelela' }).click()
      await page
        .getByRole('heading', { level: 1, name: 'Tlhola dikarabo tsa gago pele o di romela' })
        .waitFor()
      await page.getByRole('button', { name: 'Romela', exact: true }).click()
      await page.waitForURL(/\/submitted\/TK-[0-9A-Z]{8}$/)
      const reference = new URL(page.url()).pathname.split('/').at(-1)!
      await waitFor(
        async () => ((await deviceEntry(page, reference))?.attempts ?? 0) > 0,
        30_000,
        'the first attempt refused',
      )
      expect(await records(baseUrl(), reference)).toBe(0)

      // English from now on; the outbox sends what waits at its next try.
      await page.evaluate(() => localStorage.setItem('locale', 'en'))
      await page.reload()
      await waitFor(
        async () => (await deviceEntry(page, reference))?.state === 'delivered',
        45_000,
        `${reference} delivered`,
      )
      expect(await page.getAttribute('html', 'lang')).toBe('en')
      expect(await records(baseUrl(), reference)).toBe(1)
      expect(languages.length).toBeGreaterThan(1)
      expect(new Set(languages)).toEqual(new Set(['ts']))
    } finally {
      await context.close()
      await faults.clear(baseUrl())
    }
  })
})

describe('what the service worker keeps', () => {
  it('is every file once: no language’s catalog is a copy of another’s', async () => {
    const worker = await (await fetch(`${baseUrl()}/sw.js`)).text()
    const urls = [...worker.matchAll(/"url":"([^"]+\.js)"/g)].map((match) => match[1]!)
    expect(urls.length).toBeGreaterThan(50)
    const byContent = new Map<string, string[]>()
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(`${baseUrl()}/${url}`)).arrayBuffer())
      const hash = createHash('sha256').update(body).digest('hex')
      byContent.set(hash, [...(byContent.get(hash) ?? []), url])
    }
    expect([...byContent.values()].filter((same) => same.length > 1)).toEqual([])
  })
})
