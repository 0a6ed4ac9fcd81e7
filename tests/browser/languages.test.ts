/**
 * Sekgalagadi, Ikalanga and Shiyeyi fall back to Setswana, then English (docs/design.md section
 * 6), and say so once, in Setswana and English, with a way to choose another language.
 */
import { describe, expect, it } from 'vitest'
import { appReady, expectNoAxeViolations, usePage } from './browser'

const session = usePage({ viewport: { width: 390, height: 844 } })

describe('a partly translated language', () => {
  it('reads Setswana where it has no words of its own, and says so once', async () => {
    const { page } = session
    await page.addInitScript(() => localStorage.setItem('locale', 'shi'))
    await page.goto('/self-help')
    const notice = page.getByRole('note')
    await notice.getByText('This language is not fully translated yet', { exact: false }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('yey')
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
