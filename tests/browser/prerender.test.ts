/**
 * Prerendered public pages (docs/design.md section 7) in the production build served by the real
 * gateway: every public page carries its text with scripts switched off, in the visitor's
 * language (chosen, or the browser's); the app takes the page over without a hydration error
 * and keeps the very elements it was sent, also with answers and history stored on the
 * device; no inline script; and the service worker answers with the page prerendered in the
 * visitor's language, online and offline.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, baseUrl, newContext, usePage, waitForServiceWorker } from './browser'

const session = usePage()

interface PagesIndex {
  paths: string[]
  locales: string[]
}

async function pagesIndex(): Promise<PagesIndex> {
  return (await (await fetch(`${baseUrl()}/pages/pages.json`)).json()) as PagesIndex
}

/** A context with scripts off: what shows before any script has run. */
async function withoutScripts(options: Parameters<typeof newContext>[1] = {}) {
  return newContext(session.browser, { ...options, javaScriptEnabled: false })
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent()

/**
 * Marks the first h1 as the page is parsed, before any module script runs, and collects what
 * the page reports as errors: after the app has started, the h1 must be the same element
 * (hydrated, not rendered again) and nothing must have been reported.
 */
async function watchHydration(context: BrowserContext) {
  const errors: string[] = []
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const first = document.querySelector('h1')
      if (document.readyState === 'interactive' && first)
        Object.assign(first, { prerendered: true })
    })
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const kept = () =>
    page.evaluate(
      () => (document.querySelector('h1') as { prerendered?: boolean } | null)?.prerendered,
    )
  return { page, errors, kept }
}

describe('prerendered pages', () => {
  it('carry their heading and title on every public page, with no inline script', async () => {
    const context = await withoutScripts()
    const page = await context.newPage()
    const { paths } = await pagesIndex()
    expect(paths).toContain('/')
    expect(paths).toContain('/self-help/pgsi/quiz')
    expect(paths).toContain('/insurance/quote')
    expect(paths).toContain('/self-help/exclusions/self')
    expect(paths).toContain('/self-help/status')
    expect(paths.some((path) => path.startsWith('/staff'))).toBe(false)
    // The document title ends with the area's name, as the app sets it (document-title.ts).
    const area = (path: string) =>
      path.startsWith('/self-help')
        ? /Self Help Portal$/
        : path.startsWith('/insurance')
          ? /BTU Member Portal$/
          : /ScamLock$/
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'/)
      expect((await h1(page))?.trim(), path).not.toBe('')
      expect(await page.title(), path).toMatch(area(path))
      expect(await page.locator('script:not([src])').count(), path).toBe(0)
      // Nothing of the app is fetched with the page: the entry starts it after the first paint
      // (src/main.tsx). A chunk of the app preloaded here competed with the paint (FCP 0.9 s
      // became 1.7 s when a code-splitting group pulled the entry's modules into the app).
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(
        preloaded.filter((href) => /\/(app|framework)-/.test(href)),
        path,
      ).toEqual([])
    }
    expect(await page.goto('/self-help/pgsi/quiz').then(() => h1(page))).toBe('PGSI quiz')
    expect(await page.getByRole('radio').count()).toBe(45)
    await context.close()
  })

  it('name the code of their route and shell, which is fetched with the app and no other', async () => {
    // What every page loads with the app itself (index.html and the entry's import of the app).
    const withTheApp = /\/assets\/(index|entry|rolldown-runtime|framework|app)-[\w-]+\.js$/
    const context = await newContext(session.browser, { serviceWorkers: 'block' })
    for (const path of [
      '/',
      '/self-help/pgsi/quiz',
      '/self-help/exclusions/self',
      '/insurance/join',
      '/insurance/quote',
    ]) {
      const page = await context.newPage()
      const fetched: string[] = []
      const failed: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.endsWith('.js') && !withTheApp.test(url.pathname))
          fetched.push(url.pathname)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
      })
      await page.goto(path)
      const named = ((await page.locator('#root').getAttribute('data-chunks')) ?? '').split(' ')
      await appReady(page)
      // Every chunk the page needed was named in it (none asked for a round trip later, once
      // the app had run), no chunk named was one it does without, and none is missing. The
      // quote fetches its catalogue's reader after its first render, itself.
      await page.waitForLoadState('networkidle')
      expect(failed, path).toEqual([])
      const later = /\/(catalogue-reader|valibot|gateway-client|intl-worker)-/
      const own = fetched.filter((file) => !later.test(file))
      // The union's shell asks who is signed in at once (its client is then named with it).
      const first = named.filter((file) => !later.test(file))
      expect([...new Set(own)].sort(), path).toEqual(first.sort())
      await page.close()
    }
    await context.close()
  })

  it('come in the language the visitor chose, or else their browser’s', async () => {
    const chosen = await withoutScripts()
    await chosen.addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }])
    const page = await chosen.newPage()
    await page.goto('/')
    expect(await h1(page)).toBe('Vérifier un produit')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
    expect(await page.title()).toBe('Vérifier un produit – ScamLock')
    await chosen.close()

    const browserLanguage = await withoutScripts({ locale: 'tn-BW' })
    const tswana = await browserLanguage.newPage()
    await tswana.goto('/self-help')
    expect(await tswana.evaluate(() => document.documentElement.lang)).toBe('tn')
    expect(await h1(tswana)).not.toBe('Self Help Portal')
    await browserLanguage.close()
  })

  it('are taken over by the app without a mismatch, and work', async () => {
    const { page, errors, kept } = await watchHydration(session.context)
    await page.goto('/')
    await page.getByLabel('Product code').fill('BWP100001')
    await page.getByRole('button', { name: 'Check product' }).click()
    await page.locator('section.result').waitFor()
    expect(await kept()).toBe(true)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click()
    await page.waitForURL('**/about-us')
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    expect(errors).toEqual([])
  })

  it('are taken over without a mismatch when the address asks more than the page was made with', async () => {
    const { page, errors, kept } = await watchHydration(session.context)
    await page.goto('/insurance/sign-in?reference=MB-7K3Q9D2A')
    await page.getByText('Confirm your email to see application MB-7K3Q9D2A').waitFor()
    expect(await kept()).toBe(true)
    await page.goto('/insurance/quote?package=botubs-silver')
    await appReady(page)
    expect(await kept()).toBe(true)
    expect(errors).toEqual([])
  })

  it('are taken over cleanly when the device holds answers, history and a language', async () => {
    const { page, errors, kept } = await watchHydration(session.context)
    await session.context.addInitScript(() => {
      localStorage.setItem('pgsi-answers', JSON.stringify({ q1: 'often' }))
      localStorage.setItem(
        'verify-history',
        JSON.stringify([
          { kind: 'product', input: 'BWP100001', verdict: 'genuine', at: new Date().toISOString() },
        ]),
      )
    })
    await page.goto('/self-help/pgsi/quiz')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input[type=radio]')].some(
        (input) => (input as HTMLInputElement).checked,
      ),
    )
    expect(await kept()).toBe(true)
    await page.goto('/')
    await page.getByText('BWP100001').first().waitFor()
    expect(await kept()).toBe(true)
    await page.goto('/self-help/faqs#faq-appeal')
    await page.locator('#faq-appeal').waitFor({ state: 'visible' })
    expect(await kept()).toBe(true)

    await session.context.addCookies([{ name: 'locale', value: 'ts', url: baseUrl() }])
    await page.evaluate(() => localStorage.setItem('locale', 'ts'))
    await page.goto('/verify/agent')
    await page.waitForFunction(() => document.documentElement.lang === 'tn')
    expect(await kept()).toBe(true)
    expect(errors).toEqual([])
  })
})

describe('the service worker', () => {
  /** Waits until the worker keeps the pages of `locale`. */
  const keeps = (page: Page, locale: string) =>
    expect
      .poll(
        () =>
          page.evaluate(async (url) => {
            for (const name of await caches.keys())
              if (name.startsWith('pages-') && (await (await caches.open(name)).match(url)))
                return true
            return false
          }, `/pages/${locale}/index.html`),
        { timeout: 30_000 },
      )
      .toBe(true)

  it('answers with the prerendered page, offline too, in the language chosen', async () => {
    const page = session.page
    await page.goto('/')
    await waitForServiceWorker(page)
    await keeps(page, 'en')
    await session.context.setOffline(true)
    const offline = await page.goto('/self-help')
    expect(await offline?.text()).toContain('>Self Help Portal</h1>')
    expect(await h1(page)).toBe('Self Help Portal')

    await session.context.setOffline(false)
    await page.goto('/language')
    await page.getByRole('radio', { name: 'Français' }).check()
    await keeps(page, 'fr')
    await session.context.setOffline(true)
    const french = await page.goto('/')
    const html = (await french?.text()) ?? ''
    expect(html).toContain('lang="fr"')
    expect(html).toContain('Vérifier un produit')
    expect(html).not.toContain('>Verify Product</h1>')
    expect(await h1(page)).toBe('Vérifier un produit')
  })
})
