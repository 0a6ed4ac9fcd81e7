/**
 * The quiz in jsdom: the error summary for unanswered questions, the review, the score with
 * its category and support links, answers kept over a remount (a reload) and cleared, and
 * not one network request. The keyboard-only and offline runs are in tests/browser.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PGSI_KEPT_KEY, PGSI_SESSION_KEY } from '../../../drafts/private-data'
import { renderPage } from '../../../../tests/render-page'
import { PgsiQuiz } from './PgsiQuiz'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  // jsdom has no layout.
  Element.prototype.scrollIntoView = () => {}
})
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.stubGlobal('fetch', vi.fn())
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const renderQuiz = () => renderPage(PgsiQuiz, msg`PGSI quiz`)

const question = (n: number) =>
  screen.getByRole('group', { name: new RegExp(`^Question ${n} of 9`) })

async function answer(user: ReturnType<typeof userEvent.setup>, choices: string[]) {
  for (const [index, choice] of choices.entries()) {
    await user.click(within(question(index + 1)).getByRole('radio', { name: choice }))
  }
}

describe('PGSI quiz', () => {
  it('shows nine questions, each with the five answers', async () => {
    await renderQuiz()
    expect(screen.getAllByRole('group')).toHaveLength(9)
    for (let n = 1; n <= 9; n++) {
      expect(
        within(question(n))
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')!.textContent),
      ).toEqual(['Never', 'Rarely', 'Sometimes', 'Often', 'Always'])
    }
    expect(question(1).textContent).toContain(
      'Have you bet more than you could really afford to lose?',
    )
  })

  it('names every unanswered question in a focused error summary linking to it', async () => {
    const user = userEvent.setup()
    await renderQuiz()
    await answer(user, ['Never', 'Never'])
    await user.click(screen.getByRole('button', { name: 'Check score' }))

    // The summary's code loads at the first problem to show (ErrorSummary.tsx).
    const summary = await screen.findByRole('alert')
    await vi.waitFor(() => expect(document.activeElement).toBe(summary))
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((n) => `Choose an answer to question ${n}`),
    )
    expect(question(3).getAttribute('aria-describedby')).toBe('pgsi-q3-error')
    expect(question(1).getAttribute('aria-describedby')).toBeNull()
    expect(screen.queryByRole('heading', { name: /Your score/ })).toBeNull()

    await user.click(links[0]!)
    expect(document.activeElement).toBe(within(question(3)).getByRole('radio', { name: 'Never' }))
  })

  it('lets the user review all nine answers, with a Change link to each', async () => {
    const user = userEvent.setup()
    await renderQuiz()
    await answer(user, [
      'Never',
      'Rarely',
      'Sometimes',
      'Often',
      'Always',
      'Never',
      'Never',
      'Never',
      'Often',
    ])
    await user.click(screen.getByRole('button', { name: 'Check answers' }))

    const heading = screen.getByRole('heading', { level: 2, name: 'Check your answers' })
    expect(document.activeElement).toBe(heading)
    expect(screen.queryByRole('alert')).toBeNull()
    const change = screen.getByRole('link', { name: 'Change the answer to question 4' })
    await user.click(change)
    expect(document.activeElement).toBe(within(question(4)).getByRole('radio', { name: 'Often' }))
  })

  it('shows the score, the category, advice, the helpline and the ways to get support', async () => {
    const user = userEvent.setup()
    await renderQuiz()
    await answer(user, [
      'Always',
      'Always',
      'Often',
      'Never',
      'Never',
      'Never',
      'Never',
      'Never',
      'Never',
    ])
    await user.click(screen.getByRole('button', { name: 'Check score' }))

    const heading = screen.getByRole('heading', { level: 2, name: 'Your score is 8 out of 27' })
    expect(document.activeElement).toBe(heading)
    const result = heading.closest('section')!
    expect(result.textContent).toContain('Category: High risk: problem gambling')
    expect(
      within(result)
        .getByRole('link', { name: 'Call the free helpline 19777' })
        .getAttribute('href'),
    ).toBe('tel:19777')
    for (const [name, href] of [
      ['Ask for counselling', '/self-help/contact/counselling'],
      ['Talk to us: a responsible gambling officer', '/self-help/contact/talk'],
      ['Exclude yourself from gambling places', '/self-help/exclusions/self'],
    ]) {
      expect(within(result).getByRole('link', { name }).getAttribute('href')).toBe(href)
    }

    // Changing an answer changes the score shown.
    await user.click(within(question(3)).getByRole('radio', { name: 'Sometimes' }))
    expect(screen.getByRole('heading', { level: 2, name: /Your score/ }).textContent).toBe(
      'Your score is 7 out of 27',
    )
    expect(result.textContent).toContain('Category: Moderate risk')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps the answers for this tab over a reload, on the device only when asked, and clears them', async () => {
    const user = userEvent.setup()
    const first = await renderQuiz()
    await answer(user, ['Often', 'Rarely'])
    expect(JSON.parse(sessionStorage.getItem(PGSI_SESSION_KEY)!)).toEqual({
      q1: 'often',
      q2: 'rarely',
    })
    expect(localStorage.getItem(PGSI_KEPT_KEY)).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Keep my answers on this device' }))
    expect(JSON.parse(localStorage.getItem(PGSI_KEPT_KEY)!)).toEqual({ q1: 'often', q2: 'rarely' })
    expect(sessionStorage.getItem(PGSI_SESSION_KEY)).toBeNull()
    first.unmount()

    await renderQuiz()
    expect(
      (within(question(1)).getByRole('radio', { name: 'Often' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(
      (within(question(2)).getByRole('radio', { name: 'Rarely' }) as HTMLInputElement).checked,
    ).toBe(true)

    expect(
      (screen.getByRole('checkbox', { name: 'Keep my answers on this device' }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Clear my answers' }))
    expect(localStorage.getItem(PGSI_KEPT_KEY)).toBeNull()
    expect(sessionStorage.getItem(PGSI_SESSION_KEY)).toBeNull()
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe(
      'Your answers have been removed from this device.',
    )
    expect(fetch).not.toHaveBeenCalled()
  })
})
