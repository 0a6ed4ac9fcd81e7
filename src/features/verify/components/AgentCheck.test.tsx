import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages } from '../../../gateway/status'
import type { Organisation } from '../../../shared/schemas/verify'
import { readHistory } from '../history'
import { AgentCheck } from './AgentCheck'
import { answerWith, renderPage } from './testing'

beforeEach(() => {
  clearMessages()
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

const org = (name: string, registrationNumber: string): Organisation => ({
  verdict: 'genuine',
  name,
  registrationNumber,
  licence: 'Trading licence',
  status: 'ACTIVE',
  validUntil: '2027-03-31',
})

async function check(query: string) {
  const user = userEvent.setup()
  await renderPage(AgentCheck)
  await user.type(screen.getByLabelText('Organisation name or registration number'), query)
  await user.click(screen.getByRole('button', { name: 'Check agent' }))
}

describe('Verify Agent', () => {
  it('asks for a name or number, in words about this field', async () => {
    answerWith({ data: { verdict: 'not_found' } })
    await check('x')
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain(
      'Organisation name or registration number must be 2 characters or more',
    )
  })

  it('shows one registered organisation with its details', async () => {
    answerWith({
      data: { verdict: 'genuine', organisation: org('Sample Agency', 'BW00001234567') },
    })
    await check('BW00001234567')
    const heading = await screen.findByRole('heading', { name: 'This agent is registered' })
    const card = heading.closest('section')!
    expect(within(card).getByText('BW00001234567')).toBeTruthy()
    expect(within(card).getByText('Trading licence')).toBeTruthy()
  })

  it('warns about a flagged licence, with the reason', async () => {
    const suspended = {
      ...org('Kalahari Lotteries (Pty) Ltd', 'BW00003456789'),
      verdict: 'flagged' as const,
      status: 'Suspended',
      reason: 'Licence suspended',
    }
    answerWith({ data: { verdict: 'flagged', organisation: suspended } })
    await check('BW00003456789')
    const heading = await screen.findByRole('heading', {
      name: "This agent's licence is not valid",
    })
    const card = heading.closest('section')!
    expect(card.className).toContain('card--warning')
    expect(within(card).getByText('Licence suspended')).toBeTruthy()
    expect(card.textContent).toContain('not proof either way')
  })

  it('lists several matches, each with its registration number', async () => {
    answerWith({
      data: {
        verdict: 'not_found',
        matches: [org('Kgosi Agents', 'BW00000000001'), org('Kgosi Agents (Pty)', 'BW00000000002')],
      },
    })
    await check('Kgosi')
    const heading = await screen.findByRole('heading', {
      name: 'We found 2 organisations with that name',
    })
    const list = within(heading.closest('section')!).getAllByRole('listitem')
    expect(list).toHaveLength(2)
    expect(within(list[1]!).getByRole('heading', { name: 'Kgosi Agents (Pty)' })).toBeTruthy()
    expect(within(list[1]!).getByText('BW00000000002')).toBeTruthy()
    expect(readHistory()[0]).toMatchObject({ input: 'Kgosi', verdict: 'several' })
  })

  it('warns when no organisation matches, and points gambling reports to the form', async () => {
    answerWith({ data: { verdict: 'not_found' } })
    await check('Fly By Night')
    const heading = await screen.findByRole('heading', { name: 'We could not find this agent' })
    const card = heading.closest('section')!
    expect(card.textContent).toContain('“Fly By Night”')
    expect(
      within(card).getByRole('link', { name: 'report illegal gambling' }).getAttribute('href'),
    ).toBe('/self-help/contact/report')
  })
})
