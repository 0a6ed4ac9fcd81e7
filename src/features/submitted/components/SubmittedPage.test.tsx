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
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Saved on this device')
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
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Submitted')
  })

  it('says what the gateway refused and where to correct it', async () => {
    await outboxDb().entries.add(
      entry({
        state: 'needs-attention',
        correctPath: '/product-pre-registration',
        lastError: {
          kind: 'rejected',
          status: 400,
          message: 'Invalid input',
          errors: [{ path: 'email', message: 'Invalid Email' }],
        },
      }),
    )
    show('PR-AAAAAAAA')
    await screen.findByText('Not sent: the service refused this submission.')
    expect(screen.getByText('Invalid Email')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Correct your answers' }).getAttribute('href')).toBe(
      '/product-pre-registration?correct=PR-AAAAAAAA',
    )
    expect(
      screen.getByRole('link', { name: 'Or remove it in your outbox' }).getAttribute('href'),
    ).toBe('/outbox')
  })

  it('never calls a refused join application pending or waiting', async () => {
    await outboxDb().entries.add(
      entry({
        reference: 'MB-AAAAAAAA',
        call: 'members/join',
        title: { id: 'Join the funeral scheme' },
        state: 'needs-attention',
        correctPath: '/insurance/join',
        lastError: {
          kind: 'rejected',
          status: 400,
          message: 'Invalid input',
          errors: [
            {
              path: 'user.deductionSource',
              message: 'A member older than 65 cannot pay by payroll deduction. Choose debit order',
            },
          ],
        },
      }),
    )
    show('MB-AAAAAAAA')
    await screen.findByText('Not sent: the service refused this submission.')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Not accepted: needs correcting',
    )
    expect(
      screen.getByText(
        'A member older than 65 cannot pay by payroll deduction. Choose debit order',
      ),
    ).toBeTruthy()
    const page = document.body.textContent ?? ''
    expect(page).not.toMatch(/pending|waiting|what happens next/i)
    expect(screen.getByRole('link', { name: 'Correct your answers' }).getAttribute('href')).toBe(
      '/insurance/join?correct=MB-AAAAAAAA',
    )
  })

  it('points a join application to the member portal’s own status check', async () => {
    await outboxDb().entries.add(
      entry({ reference: 'MB-BBBBBBBB', call: 'members/join', state: 'waiting' }),
    )
    const view = show('MB-BBBBBBBB')
    await screen.findByText('Waiting to send')
    expect(
      screen
        .getByRole('link', { name: 'Check the status of your application' })
        .getAttribute('href'),
    ).toBe('/insurance/status')
    expect(document.body.textContent).not.toMatch(/19777|PENDING/)
    view.unmount()
    show('MB-ZZZZZZZZ')
    await screen.findByRole('heading', { level: 1, name: 'Not found on this device' })
    expect(
      screen
        .getByRole('link', { name: 'Check the status of your application' })
        .getAttribute('href'),
    ).toBe('/insurance/status')
    expect(document.body.textContent).not.toMatch(/19777/)
  })

  it('links each area’s own status check after what happens next', async () => {
    await outboxDb().entries.add(entry({ reference: 'CN-AAAAAAAA', call: 'counselling/request' }))
    const view = show('CN-AAAAAAAA')
    const link = await screen.findByRole('link', { name: 'Check the status of your application' })
    expect(link.getAttribute('href')).toBe('/self-help/status')
    expect(
      screen.getByText(
        'For any question about it, quote this reference number with the phone number you gave.',
      ),
    ).toBeTruthy()
    view.unmount()
    await outboxDb().entries.add(entry({ reference: 'MB-AAAAAAAA', call: 'members/join' }))
    show('MB-AAAAAAAA')
    await screen.findByText(/quote this reference number with your ID or passport number\.$/)
    expect(
      screen
        .getByRole('link', { name: 'Check the status of your application' })
        .getAttribute('href'),
    ).toBe('/insurance/status')
  })

  it('claims nothing for a reference this device does not hold, and says how to check it', async () => {
    const view = show('PR-ZZZZZZZZ')
    await screen.findByRole('heading', { level: 1, name: 'Not found on this device' })
    expect(document.querySelector('.confirmation')).toBeNull()
    expect(screen.getByText('PR-ZZZZZZZZ')).toBeTruthy()
    expect(screen.getByRole('link', { name: '19777' }).getAttribute('href')).toBe('tel:19777')
    view.unmount()
    const portal = show('EX-ZZZZZZZZ')
    await screen.findByRole('heading', { level: 1, name: 'Not found on this device' })
    expect(
      screen.getByRole('link', { name: 'Check the status of an application' }).getAttribute('href'),
    ).toBe('/self-help/status')
    portal.unmount()
    show('nonsense')
    await screen.findByText(/This is not a reference number we make/)
  })
})
