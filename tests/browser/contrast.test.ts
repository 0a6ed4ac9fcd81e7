/**
 * The contrast of every button-like control in every state a finger or a keyboard puts it in.
 * axe checks the state a page is loaded in only; a phone keeps :hover after
 * a tap, and a link styled as a button once turned blank there (its text took the link's hover
 * colour, the same as its hover background). Chromium's DevTools protocol forces each state
 * (CSS.forcePseudoState) and the page computes the WCAG contrast ratio of the text against the
 * background it is drawn on: at least 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 */
import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePage } from './browser'

const session = usePage({ viewport: { width: 390, height: 844 } })

const CONTROLS = [
  'button',
  '.button',
  '[role="button"]',
  'input[type="submit"]',
  'input[type="button"]',
  '.quick-exit__button',
].join(', ')

const STATES = ['hover', 'focus', 'focus-visible', 'active'] as const

interface Measure {
  name: string
  ratio: number
  large: boolean
}

/** Numbers every visible control and returns how many there are. */
function tag(page: Page) {
  return page.evaluate((selector) => {
    let n = 0
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect()
      const hidden =
        box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden'
      if (hidden || element.closest('[aria-hidden="true"]')) continue
      element.dataset.contrast = String(n++)
    }
    return n
  }, CONTROLS)
}

/** The contrast of control `index` as it is styled now. */
function measure(page: Page, index: number): Promise<Measure> {
  return page.evaluate((index) => {
    type Rgba = [number, number, number, number]
    const parse = (text: string): Rgba => {
      const parts = text.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0]
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
    }
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3] + below[3] * (1 - top[3])
      if (a === 0) return [0, 0, 0, 0]
      const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / a
      return [mix(0), mix(1), mix(2), a]
    }
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const element = document.querySelector<HTMLElement>(`[data-contrast="${index}"]`)!
    // The background the text is drawn on: this element's, over its ancestors', over white.
    let background: Rgba = [0, 0, 0, 0]
    for (let node: Element | null = element; node; node = node.parentElement) {
      background = over(background, parse(getComputedStyle(node).backgroundColor))
      if (background[3] >= 1) break
    }
    background = over(background, [255, 255, 255, 1])
    const style = getComputedStyle(element)
    const text = over(parse(style.color), background)
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a)
    const size = parseFloat(style.fontSize)
    const bold = Number(style.fontWeight) >= 700
    return {
      name: `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim()}"`,
      ratio: (light! + 0.05) / (dark! + 0.05),
      large: size >= 24 || (bold && size >= 18.66),
    }
  }, index)
}

async function nodeIds(cdp: CDPSession, count: number): Promise<number[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-contrast="${i}"]`,
    })
    ids.push(nodeId)
  }
  return ids
}

/** Every control of the page in every state: the ones under the bar, as text. */
async function failures(page: Page): Promise<string[]> {
  const count = await tag(page)
  expect(count).toBeGreaterThan(0)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const ids = await nodeIds(cdp, count)
  const found: string[] = []
  for (const [index, nodeId] of ids.entries()) {
    for (const state of ['none', ...STATES]) {
      const forced = state === 'none' ? [] : [state]
      await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: forced })
      const { name, ratio, large } = await measure(page, index)
      const needed = large ? 3 : 4.5
      if (ratio < needed) found.push(`${name} :${state} ${ratio.toFixed(2)}:1 (needs ${needed}:1)`)
    }
    await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] })
  }
  await cdp.detach()
  return found
}

describe('button-like controls keep their contrast in every state', () => {
  it.each([
    '/',
    '/verify/promotion',
    '/verification-sites',
    '/product-pre-registration',
    '/self-help',
    '/self-help/pgsi',
    '/outbox',
  ])('%s', async (path) => {
    await session.page.goto(path)
    await session.page.getByRole('heading', { level: 1 }).waitFor()
    await session.page.waitForLoadState('networkidle')
    expect(await failures(session.page)).toEqual([])
  })

  it('the PGSI result, with its helpline button', async () => {
    const { page } = session
    await page.goto('/self-help/pgsi/quiz')
    for (let q = 1; q <= 9; q++) await page.locator(`input[name="q${q}"]`).first().check()
    await page.getByRole('button', { name: 'Check score' }).click()
    await page.getByRole('link', { name: 'Call the free helpline 19777' }).waitFor()
    expect(await failures(page)).toEqual([])
  })

  it('the open menu of the header', async () => {
    await session.page.goto('/about-us')
    await session.page.getByRole('button', { name: 'Menu' }).click()
    expect(await failures(session.page)).toEqual([])
  })
})
