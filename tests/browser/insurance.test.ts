/**
 * The insurance pages in the production build served by the real gateway and its sample
 * catalogue, on a 390 px phone: the union's own shell (no ScamLock), the schemes compared, a
 * scheme's age bands, a family of four priced by keyboard alone, refusals shown by their
 * fields, the quote after one visit with the network off, and axe on every insurance page,
 * error states included.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  expectNoAxeViolations,
  failChunkAsACachingBrowser,
  newContext,
  trackScripts,
  usePage,
  waitForServiceWorker,
} from './browser'

const session = usePage({ viewport: { width: 390, height: 844 } })

const h1 = (p: Page) => p.getByRole('heading', { level: 1 })
/** Intl puts a no-break space between "P" and the amount. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')
const texts = async (list: Promise<string[]>) => (await list).map(plain)
const total = (p: Page) => p.locator('.quote-summary__total')
const totalText = async (p: Page) => plain(await total(p).textContent())
const activeId = (p: Page) => p.evaluate(() => document.activeElement?.id ?? '')

async function tabTo(p: Page, id: string) {
  for (let i = 0; i < 60; i++) {
    await p.keyboard.press('Tab')
    if ((await activeId(p)) === id) return
  }
  throw new Error(`#${id} never reached by Tab`)
}

/** Types a date of birth into the focused day box, then month and year, by Tab. */
async function typeDate(p: Page, day: string, month: string, year: string) {
  await p.keyboard.type(day)
  await p.keyboard.press('Tab')
  await p.keyboard.type(month)
  await p.keyboard.press('Tab')
  await p.keyboard.type(year)
}

describe('insurance', () => {
  it('shows the union’s shell and the schemes compared, with no ScamLock', async () => {
    const { page } = session
    await page.goto('/insurance')
    expect(await h1(page).textContent()).toBe('Funeral schemes')
    await page.getByRole('heading', { level: 2, name: 'POLOKO' }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Member portal' })
    // The union's shell loads on its own (only where used): wait for it before counting.
    await nav.getByRole('link', { name: 'Schemes', exact: true }).waitFor()
    for (const name of ['Schemes', 'Quote', 'Join', 'Check an application', 'My membership'])
      expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(1)
    expect(await page.getByRole('link', { name: 'ScamLock home' }).count()).toBe(0)
    expect(await page.title()).toBe('Funeral schemes – BTU Member Portal')
    const poloko = page.getByRole('table', { name: 'Packages of POLOKO compared' })
    expect(await texts(poloko.getByRole('row').allTextContents())).toEqual([
      'PackageMonthly premiumPayout',
      'LetshegediP 45.00P 20,000.00',
      'LesediP 55.00P 25,000.00',
      'LeboneP 65.00P 30,000.00',
      'LeratoP 85.00P 40,000.00',
    ])
    // Side by side on the phone: no table wider than the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
  })

  it('shows a scheme’s fixed add-ons and its age-based ones as a table of bands', async () => {
    const { page } = session
    await page.goto('/insurance/schemes/botubs')
    await page.getByRole('heading', { level: 1, name: 'BOTUBS' }).waitFor()
    const parents = page.getByRole('table', {
      name: 'Parent or parent-in-law: monthly premium by age',
    })
    const bands = await parents.locator('tbody th').allTextContents()
    expect(bands).toEqual([
      'Up to 30',
      '31 to 40',
      '41 to 50',
      '51 to 60',
      '61 to 65',
      '66 to 70',
      '71 to 75',
      '76 to 80',
      '81 to 85',
    ])
    // The description's link is kept, as a mailto: link.
    expect(
      await page.getByRole('link', { name: 'funeral@union.example' }).getAttribute('href'),
    ).toBe('mailto:funeral@union.example')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
    await page.goto('/insurance/schemes/nothing-here')
    await page.getByText('There is no scheme at this address.').waitFor()
    await expectNoAxeViolations(page)
  })

  it('prices a family of four by keyboard alone, line by line', async () => {
    const { page } = session
    await page.goto('/insurance/quote')
    await page.locator('#quote-package').waitFor()
    await tabTo(page, 'quote-package')
    await page.keyboard.type('Lerato')
    await tabTo(page, 'quote-member-day')
    await typeDate(page, '14', '5', '1984')
    for (const [key, coveredAs, date] of [
      [1, 'Spouse', ['2', '4', '1988']],
      [2, 'Child', ['30', '9', '2014']],
      [3, 'Child', ['12', '1', '2019']],
    ] as const) {
      await tabTo(page, 'quote-add-person')
      await page.keyboard.press('Enter')
      await expect.poll(() => activeId(page)).toBe(`quote-person-${key}-addon`)
      await page.keyboard.type(coveredAs)
      await page.keyboard.press('Tab')
      expect(await activeId(page)).toBe(`quote-person-${key}-birth-day`)
      await typeDate(page, date[0], date[1], date[2])
    }
    await expect.poll(() => totalText(page)).toBe('Monthly total: P 140.00')
    expect(await texts(page.locator('.quote-lines tbody tr').allTextContents())).toEqual([
      'POLOKO: LeratoP 85.00',
      `Spouse, aged ${age('1988-04-02')}P 27.00`,
      `Child, aged ${age('2014-09-30')}P 14.00`,
      `Child, aged ${age('2019-01-12')}P 14.00`,
    ])
    await expectNoAxeViolations(page)
  })

  it('shows each refusal by its field, and passes axe in that state', async () => {
    const { page } = session
    await page.goto('/insurance/quote?package=poloko-lerato')
    await page.locator('#quote-member-day').fill('1')
    await page.locator('#quote-member-month').fill('1')
    await page.locator('#quote-member-year').fill(String(new Date().getFullYear() - 70))
    await page.getByLabel('Payroll deduction').check()
    await page.getByRole('button', { name: 'Add a person' }).click()
    await page.locator('#quote-person-1-addon').selectOption('Child')
    await page.locator('#quote-person-1-birth-day').fill('1')
    await page.locator('#quote-person-1-birth-month').fill('13')
    await page.locator('#quote-person-1-birth-year').fill('2015')
    await page.getByRole('button', { name: 'Add a person' }).click()
    await page.locator('#quote-person-2-addon').selectOption('Extended family member')
    await page.locator('#quote-person-2-birth-day').fill('1')
    await page.locator('#quote-person-2-birth-month').fill('1')
    await page.locator('#quote-person-2-birth-year').fill('1920')
    await page.getByRole('button', { name: 'Add a person' }).click()
    const errors = page.locator('.field__error')
    await expect.poll(() => errors.count()).toBe(3)
    expect(await errors.allTextContents()).toEqual([
      'Error: A member older than 65 cannot pay by payroll deduction. Choose debit order',
      'Error: Date of birth must be a real date',
      expect.stringMatching(
        /^Error: Extended family member covers people aged 0 to 85, and this person is 10\d$/,
      ),
    ])
    expect(await total(page).textContent()).toContain('The total shows when')
    // A person whose choice was left empty says so once their box is left.
    await page.locator('#quote-person-3-addon').focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => errors.count()).toBe(4)
    await expectNoAxeViolations(page)
  })

  it('says at once when a new package does not offer a person’s add-on', async () => {
    const { page } = session
    await page.goto('/insurance/quote?package=botubs-silver')
    await page.getByRole('button', { name: 'Add a person' }).click()
    await page.locator('#quote-person-1-addon').selectOption('Child in full-time study')
    await page.locator('#quote-package').selectOption('botuff-member')
    // The scheme's name as it stands: the staff tests rename it on the same gateway.
    const dropped =
      /^Error: [^:]+: Member does not offer “Child in full-time study”\. Choose what covers this person in this package\.$/
    await expect
      .poll(() => page.locator('.field__error').allTextContents())
      .toEqual([expect.stringMatching(dropped)])
    await expectNoAxeViolations(page)
    // Back to a package that offers it: the choice was kept.
    await page.locator('#quote-package').selectOption('botubs-gold')
    expect(await page.locator('#quote-person-1-addon').inputValue()).toBe(
      'Child in full-time study',
    )
    await expect.poll(() => page.locator('.field__error').count()).toBe(0)
  })

  it('names the schemes, packages and add-ons in the reader’s language', async () => {
    const { page } = session
    await page.addInitScript(() => localStorage.setItem('locale', 'fr'))
    await page.goto('/insurance/schemes/botubs')
    await page.locator('.scheme__category', { hasText: 'Société d’inhumation' }).waitFor()
    const packages = page.locator('table.compare').first()
    expect(await packages.locator('tbody th').allTextContents()).toEqual([
      'Bronze',
      'Argent',
      'Or',
      'Diamant',
    ])
    await page.getByRole('rowheader', { name: /^Enfant aux études à plein temps/ }).waitFor()
    expect(await page.locator('main [lang="en"]').count()).toBe(0)
    await page.goto('/insurance/quote?package=botubs-silver')
    await page.getByRole('button', { name: 'Ajouter une personne' }).click()
    const options = page.locator('#quote-person-1-addon option')
    await expect.poll(() => options.allTextContents()).toContain('Conjoint(e) (de 18 à 65 ans)')
    await expectNoAxeViolations(page)
  })

  it('says when the total cannot be worked out yet, keeps the answers, and prices them once it can', async () => {
    // The pricing loads with the first use of the form: here, a first visit whose connection
    // drops before the service worker has kept it.
    const context = await newContext(session.browser, {
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    // Back online, in a browser that never fetches a failed import() again as in one that does.
    const asked = trackScripts(page, 'quote-form-')
    const connection = await failChunkAsACachingBrowser(page, 'quote-form')
    await page.goto('/insurance/quote?package=poloko-lerato')
    await page.locator('#quote-member-day').fill('14')
    await page.locator('#quote-member-month').fill('5')
    await page.locator('#quote-member-year').fill('1984')
    const notice = page.getByRole('alert').filter({ hasText: 'cannot be worked out yet' })
    await notice.waitFor()
    expect(await total(page).textContent()).toContain('The total shows when')
    await expectNoAxeViolations(page)

    connection.online = true
    await page.getByLabel('Debit order').check()
    await expect.poll(() => totalText(page)).toBe('Monthly total: P 85.00')
    expect(await notice.count()).toBe(0)
    expect(asked.at(-1)).toMatch(/\.js\?retry=\d+$/)
    expect(await page.locator('#quote-member-year').inputValue()).toBe('1984')
    await context.close()
  })

  it('opens the join at its first page, and My membership at the sign-in', async () => {
    const { page } = session
    await page.goto('/insurance/join')
    expect(await h1(page).textContent()).toBe('Your details')
    expect(await page.title()).toBe('Join the funeral scheme – BTU Member Portal')
    await page.goto('/insurance/membership')
    expect(await h1(page).textContent()).toBe('My membership')
    expect(await page.title()).toBe('My membership – BTU Member Portal')
    const signIn = page.getByRole('link', { name: 'Sign in', exact: true })
    expect(await signIn.getAttribute('href')).toBe('/insurance/sign-in')
    await expectNoAxeViolations(page)
  })

  it('keeps what is on screen still while the catalogue arrives late', async () => {
    const { page } = session
    // The real gateway's answer, held back as on a slow line.
    await page.route('**/api/schemes/list', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await page.addInitScript(() => {
      const shifts = Object.assign(window, { layoutShift: 0 })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.layoutShift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const shift = () => page.evaluate(() => (window as { layoutShift?: number }).layoutShift)
    await page.goto('/insurance')
    await page.getByRole('heading', { level: 2, name: 'POLOKO' }).waitFor()
    await page.waitForTimeout(300)
    expect(await shift()).toBeLessThan(0.01)
    await page.goto('/insurance/quote')
    await page.getByLabel('Package').waitFor()
    await page.waitForTimeout(300)
    expect(await shift()).toBeLessThan(0.01)
  })

  it('quotes offline after one visit, saying when the prices were fetched', async () => {
    const { page, context } = session
    await page.goto('/insurance')
    await waitForServiceWorker(page)
    await page.getByRole('heading', { level: 2, name: 'BOTUBS' }).waitFor()
    await context.setOffline(true)
    await page.goto('/insurance/quote?package=botubs-gold')
    await page.getByText(/^Saved on this device: prices as fetched on /).waitFor()
    await page.locator('#quote-member-day').fill('9')
    await page.locator('#quote-member-month').fill('9')
    await page.locator('#quote-member-year').fill('1979')
    await expect.poll(() => totalText(page)).toBe('Monthly total: P 110.00')
    await page.goto('/insurance/schemes/poloko')
    await page.getByRole('heading', { level: 1, name: 'POLOKO' }).waitFor()
    await expectNoAxeViolations(page)
  })
})

/** Whole years from an ISO date to today in Botswana (the page's quote date). */
function age(birth: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone' }).format(new Date())
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4))
  return today.slice(5) >= birth.slice(5) ? years : years - 1
}
