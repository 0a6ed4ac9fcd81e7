/** The FAQs as a disclosure list: nine headed questions, each opening its answer; Show all. */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '../../../../tests/render-page'
import { FaqList } from './FaqList'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const renderFaqs = () => renderPage(FaqList, msg`Frequently asked questions`)

const questions = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.querySelector('button')!)

describe('FAQs', () => {
  it('lists nine questions as headings holding collapsed disclosure buttons', async () => {
    await renderFaqs()
    expect(questions()).toHaveLength(9)
    for (const button of questions()) {
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(true)
    }
  })

  it('opens and closes an answer', async () => {
    const user = userEvent.setup()
    await renderFaqs()
    const helpline = screen.getByRole('button', { name: 'What is the helpline?' })
    await user.click(helpline)
    expect(helpline.getAttribute('aria-expanded')).toBe('true')
    const answer = document.getElementById(helpline.getAttribute('aria-controls')!)!
    expect(answer.hidden).toBe(false)
    expect(screen.getByRole('link', { name: '19777' }).getAttribute('href')).toBe('tel:19777')
    await user.click(helpline)
    expect(answer.hidden).toBe(true)
  })

  it('shows and hides every answer at once', async () => {
    const user = userEvent.setup()
    await renderFaqs()
    await user.click(screen.getByRole('button', { name: 'Show all answers' }))
    expect(questions().every((button) => button.getAttribute('aria-expanded') === 'true')).toBe(
      true,
    )
    await user.click(screen.getByRole('button', { name: 'Hide all answers' }))
    expect(questions().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    )
  })
})
