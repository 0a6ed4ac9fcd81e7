import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { outboxDb, resetOutboxDb, type OutboxEntry } from '../../../offline/db'
import { renderAt } from '../../../offline/test-render'
import { SubmittedPage } from './SubmittedPage'

const entry = (patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  reference: 'PR-AAAAAAAA',
  call: 'product/register',
  encoding: 'multipart',
  title: { id: 'Product pre-registration' },
  fields: { companyName: 'Kalahari Foods' },
  fileCount: 1,
  bytes: 10,
  state: 'waiting',
  attempts: 0,
  nextTryAt: 0,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  ...patch,
})

const show = (reference: string) =>
  renderAt(`/submitted/${reference}`, '/submitted/$reference', () => (
    <SubmittedPage reference={reference} />
  ))

beforeEach(async () => {
  await outboxDb().delete()
  resetOutboxDb()
})

describe('the confirmation page', () => {
  it('shows the reference and "waiting to send", then "delivered" when it is', async () => {
    await outboxDb().entries.add(entry())
    show('PR-AAAAAAAA')
    expect(await screen.findByText('PR-AAAAAAAA')).toBeTruthy()
    await screen.findByText('Waiting to send')
    expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy()
    expect(
      screen.getByText(/Staff of the verification service will review your product/),
    ).toBeTruthy()

    await outboxDb().entries.update('PR-AAAAAAAA', {
      state: 'delivered',
      fields: {},
      deliveredAt: Date.now(),
    })
    await screen.findByText('Delivered')
    expect(screen.queryByText('Waiting to send')).toBeNull()
  })

  it('says what the gateway refused and where to correct it', async () => {
    await outboxDb().entries.add(
      entry({
        state: 'needs-attention',
        lastError: {
          kind: 'rejected',
          status: 400,
          message: 'Invalid input',
          errors: [{ path: 'email', message: 'Invalid Email' }],
        },
      }),
    )
    show('PR-AAAAAAAA')
    await screen.findByText('Needs attention: the service did not accept this submission.')
    expect(screen.getByText('Invalid Email')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Correct or remove it in your outbox' })
        .getAttribute('href'),
    ).toBe('/outbox')
  })

  it('still shows a reference this device does not hold, and refuses one that is malformed', async () => {
    const view = show('PR-ZZZZZZZZ')
    await screen.findByText('This device holds no submission with this reference number.')
    expect(screen.getByText('PR-ZZZZZZZZ')).toBeTruthy()
    view.unmount()
    show('nonsense')
    await screen.findByText(/This is not a reference number we make/)
  })
})
