/**
 * One case of every kind (src/shared/contracts/kinds.ts) on the staff case page, as the
 * super-administrator reads it on a 1280 px screen and on a 390 px phone: every answer under
 * its question and never under a path of the data (`kyc.bankAccounts.1.bankName`), no choice
 * as the code it is stored as, and no question running over its answer.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { FORM_KINDS, allCaseKinds, type CaseKind } from '../../src/shared/contracts/kinds'
import { CASE_SAMPLES } from '../../src/shared/contracts/samples'
import { expectNoAxeViolations, usePage } from './browser'
import { heading, signIn, submitSample } from './staff-helpers'

const PASSWORD = inject('staffPassword')
const KINDS = allCaseKinds()
const references = new Map<CaseKind, string>()

beforeAll(async () => {
  for (const kind of KINDS) references.set(kind, await submitSample(kind))
})

/** The string answers of a sample that are codes (`south-east`, `illegalGambling`). */
function codesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return /^[a-z]+(?:[A-Z][a-z]+)+$|^[a-z]+(?:-[a-z0-9]+)+$|^[a-z]+$/.test(value) ? [value] : []
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(codesOf)
  return []
}
// What the member typed as the relationship of a person they name: free text, not a code.
const TYPED = new Set(['husband', 'daughter'])

interface Row {
  question: string
  answer: string[]
  /** The rectangles of the question's and the answer's text, and whether either overflows its box. */
  overlap: boolean
  overflow: boolean
}

async function readAnswers(page: Page): Promise<Row[]> {
  return page.locator('.staff-case__answers .summary-list__row').evaluateAll((rows) =>
    rows.map((row) => {
      const [dt, dd] = [row.querySelector('dt')!, row.querySelector('dd')!]
      const box = (element: Element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return range.getBoundingClientRect()
      }
      const [a, b] = [box(dt), box(dd)]
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      const overflow = [dt, dd].some((element) => element.scrollWidth > element.clientWidth + 1)
      return {
        question: dt.textContent ?? '',
        answer: [...dd.querySelectorAll('.summary-list__line')].map(
          (line) => line.textContent ?? '',
        ),
        overlap,
        overflow,
      }
    }),
  )
}

async function openCase(page: Page, kind: CaseKind) {
  const reference = references.get(kind)!
  const area = FORM_KINDS[CASE_SAMPLES[kind].kind].area
  await page.goto(`/staff/cases/${area}/${reference}`)
  await heading(page, `Case ${reference}`)
  const answers = page.locator('.staff-case__answers')
  // Folded on a phone.
  const fold = answers.locator('details')
  if ((await fold.getAttribute('open')) === null) await answers.locator('summary').click()
  await answers.locator('.summary-list__row').first().waitFor()
}

describe.each([
  ['a 1280 px screen', 1280, 800],
  ['a 390 px phone', 390, 844],
])('the case of every kind on %s', (_, width, height) => {
  const session = usePage({ viewport: { width, height } })

  it('shows each answer under its question, each choice in words, none over another', async () => {
    const { page } = session
    await signIn(page, 'super-administrator@all.example', PASSWORD)
    await heading(page, 'Staff home')
    for (const kind of KINDS) {
      await openCase(page, kind)
      const rows = await readAnswers(page)
      expect(rows.length, kind).toBeGreaterThan(3)
      const codes = new Set(codesOf(CASE_SAMPLES[kind].data).filter((code) => !TYPED.has(code)))
      for (const row of rows) {
        expect(row.question, kind).not.toMatch(/\w\.\w/)
        expect(row.question.trim(), kind).not.toBe('')
        for (const line of row.answer) expect(codes.has(line), `${kind}: ${line}`).toBe(false)
        expect(row.overlap, `${kind}: ${row.question}`).toBe(false)
        expect(row.overflow, `${kind}: ${row.question}`).toBe(false)
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        kind,
      ).toBe(true)
      if (kind === 'insuranceJoin') {
        const answers = page.locator('.staff-case__answers')
        await answers.getByRole('heading', { name: 'Dependent 1' }).waitFor()
        await answers.getByRole('heading', { name: 'Bank account 1' }).waitFor()
        const text = (await answers.textContent())!.replace(/[\u00a0\u202f]/g, ' ')
        expect(text).toContain('P 126.00')
        expect(text).toMatch(/POLOKO: Lerato, P 85\.00 a month/)
        await expectNoAxeViolations(page)
      }
    }
  })
})
