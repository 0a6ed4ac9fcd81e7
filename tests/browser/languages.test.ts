/**
 * Sekgalagadi, Ikalanga and Shiyeyi fall back to Setswana, then English (docs/design.md section
 * 6), and say so once, in Setswana and English, with a way to choose another language.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appReady, baseUrl, expectNoAxeViolations, usePage } from './browser'

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
