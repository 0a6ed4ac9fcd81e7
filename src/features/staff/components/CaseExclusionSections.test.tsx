/**
 * The sections of an exclusion's case page as staff read them: its period in words and its
 * dates (a cancellation pending effect, then one that took effect), its support persons, and
 * every message about it with its state, to whom while the address is kept, and a failure's
 * code.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaseMessage, ExclusionDates } from '../../../shared/schemas/staff-cases'
import { CaseExclusion } from './CaseExclusion'
import { CaseMessages } from './CaseMessages'
import { CaseSupportPersons } from './CaseSupportPersons'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const show = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

/** A description list's terms and their descriptions, in order, as text. */
const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ])

const exclusion: ExclusionDates = {
  period: 'P1Y',
  startsOn: '2027-03-03',
  endsOn: '2028-03-02',
  lastDay: '2027-03-09',
  cancelledFrom: '2027-03-10',
  state: 'ending-soon',
}

describe('an exclusion’s dates', () => {
  it('say its period in words, its dates, and when a pending cancellation takes effect', () => {
    show(<CaseExclusion exclusion={exclusion} />)
    const section = screen.getByRole('region', { name: 'Exclusion' })
    expect(pairs(section.querySelector('dl')!)).toEqual([
      ['Period applied for', '1 year'],
      ['Where it stands', 'In force, ending within 30 days'],
      ['Start date', '3 March 2027'],
      ['End date', '2 March 2028'],
      ['Last day in force', '9 March 2027'],
      ['Cancellation takes effect', '10 March 2027'],
    ])
  })

  it('say a cancellation took effect once it has ended the exclusion', () => {
    show(<CaseExclusion exclusion={{ ...exclusion, state: 'ended' }} />)
    expect(screen.getByText('Cancellation took effect')).toBeTruthy()
    expect(screen.getByText('Ended')).toBeTruthy()
  })

  it('leave out a cancellation when there is none', () => {
    show(
      <CaseExclusion
        exclusion={{ ...exclusion, lastDay: '2028-03-02', cancelledFrom: null, state: 'active' }}
      />,
    )
    expect(screen.queryByText(/Cancellation/)).toBeNull()
    expect(screen.getByText('In force')).toBeTruthy()
  })
})

describe('the support persons', () => {
  it('list each with the relationship in words, and what was not given', () => {
    show(
      <CaseSupportPersons
        persons={[
          { fullName: 'Kagiso Sample', relationship: 'mother', phone: '+26771234567', email: null },
          { fullName: 'Lesego Friend', relationship: 'A friend', phone: null, email: 'l@x.bw' },
        ]}
      />,
    )
    const section = screen.getByRole('region', { name: 'Support persons' })
    const [first, second] = within(section).getAllByRole('listitem')
    expect(first!.textContent).toContain('Kagiso Sample')
    expect(pairs(first!.querySelector('dl')!)).toEqual([
      ['Relationship', 'Mother'],
      ['Phone', '+26771234567'],
      ['Email', 'Not given'],
    ])
    expect(pairs(second!.querySelector('dl')!)).toEqual([
      ['Relationship', 'A friend'],
      ['Phone', 'Not given'],
      ['Email', 'l@x.bw'],
    ])
  })

  it('say when none was named', () => {
    show(<CaseSupportPersons persons={[]} />)
    expect(screen.getByText('No support person was named.')).toBeTruthy()
  })
})

const message = (fields: Partial<CaseMessage>): CaseMessage => ({
  id: 1,
  kind: 'exclusion.extended',
  channel: 'email',
  recipient: 'neo@example.com',
  state: 'queued',
  attempts: 0,
  createdAt: '2027-03-03T08:00:00.000Z',
  sentAt: null,
  failedAt: null,
  error: null,
  ...fields,
})

describe('the messages', () => {
  it('list each, oldest first, with what, channel, to whom, state, dates and attempts', () => {
    show(
      <CaseMessages
        messages={[
          message({
            id: 1,
            recipient: null,
            state: 'sent',
            attempts: 1,
            sentAt: '2027-03-03T08:00:05.000Z',
          }),
          message({
            id: 2,
            channel: 'sms',
            recipient: '+26771234567',
            state: 'failed',
            attempts: 3,
            failedAt: '2027-03-03T09:00:00.000Z',
            error: 'sms http 400',
          }),
          message({ id: 3, kind: 'exclusion.ending-30' }),
          message({ id: 4, kind: 'exclusion.something-new', state: 'sending', attempts: 1 }),
        ]}
      />,
    )
    const section = screen.getByRole('region', { name: 'Messages' })
    const items = within(section).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.staff-list__title')!.textContent)).toEqual([
      'Extension notice',
      'Extension notice',
      'Reminder: 30 days left',
      'Other message (exclusion.something-new)',
    ])
    expect(pairs(items[0]!.querySelector('dl')!)).toEqual([
      ['Channel', 'Email'],
      ['Recipient', 'Removed after 30 days'],
      ['State', 'Sent'],
      // Botswana's time (UTC+2), as every staff time.
      ['Queued', '03/03/2027 10:00'],
      ['Sent', '03/03/2027 10:00'],
      ['Attempts', '1'],
    ])
    expect(pairs(items[1]!.querySelector('dl')!)).toEqual([
      ['Channel', 'SMS'],
      ['Recipient', '+26771234567'],
      ['State', 'Failed'],
      ['Queued', expect.any(String)],
      ['Failed', '03/03/2027 11:00'],
      ['Attempts', '3'],
      ['Error code', 'sms http 400'],
    ])
    expect(within(items[2]!).getByText('Waiting to be sent')).toBeTruthy()
    expect(within(items[3]!).getByText('Being sent')).toBeTruthy()
  })

  it('say when none was sent', () => {
    show(<CaseMessages messages={[]} />)
    expect(screen.getByText('No message has been sent about this case.')).toBeTruthy()
  })
})
