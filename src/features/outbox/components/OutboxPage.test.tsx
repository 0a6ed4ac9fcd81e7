import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { outboxDb, resetOutboxDb, type OutboxEntry } from '../../../offline/db'
import { onKick, setOutboxStatus } from '../../../offline/status'
import { readWifiOnly, storedWifiOnly } from '../../../offline/wifi-only'
import { renderAt } from '../../../offline/test-render'
import { OutboxPage } from './OutboxPage'

const base = (reference: string, patch: Partial<OutboxEntry>): OutboxEntry => ({
  reference,
  call: 'product/register',
  encoding: 'multipart',
  title: { id: 'Product pre-registration' },
  fields: { companyName: 'Kalahari Foods' },
  fileCount: 0,
  bytes: 0,
  correctPath: '/product-pre-registration',
  state: 'waiting',
  attempts: 0,
  nextTryAt: 0,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  ...patch,
})

beforeEach(async () => {
  await outboxDb().delete()
  resetOutboxDb()
  setOutboxStatus({ storage: undefined })
})

describe('the outbox page', () => {
  it('lists what waits with its state, attempts and last error, and what was delivered', async () => {
    await outboxDb().entries.bulkAdd([
      base('PR-AAAAAAAA', {
        attempts: 3,
        nextTryAt: Date.now() + 60_000,
        lastError: { kind: 'server', status: 503, message: 'Service unavailable' },
      }),
      base('PR-BBBBBBBB', {
        state: 'needs-attention',
        attempts: 1,
        lastError: {
          kind: 'rejected',
          status: 400,
          message: 'Invalid input',
          errors: [{ path: 'email', message: 'Invalid Email' }],
        },
      }),
      base('PR-CCCCCCCC', { state: 'delivered', fields: {}, deliveredAt: Date.now() }),
    ])
    renderAt('/outbox', '/outbox', OutboxPage)
    await screen.findByText(/1 submission is waiting to send/)
    const cards = screen.getAllByRole('listitem', { name: 'Product pre-registration' })
    const waiting = cards.find((card) => card.textContent?.includes('PR-AAAAAAAA'))!
    expect(within(waiting).getByText('PR-AAAAAAAA', { selector: 'dd' })).toBeTruthy()
    expect(within(waiting).getByText('Waiting to send')).toBeTruthy()
    expect(within(waiting).getByText('3')).toBeTruthy()
    expect(within(waiting).getByText('Service unavailable')).toBeTruthy()
    expect(within(waiting).getByText('Next try')).toBeTruthy()

    const refused = cards.find((card) => card.textContent?.includes('PR-BBBBBBBB'))!
    expect(within(refused).getByText('Refused: correct it and send it again')).toBeTruthy()
    expect(within(refused).getByText('Invalid Email')).toBeTruthy()
    expect(
      within(refused).getByRole('link', { name: 'Correct PR-BBBBBBBB' }).getAttribute('href'),
    ).toBe('/product-pre-registration?correct=PR-BBBBBBBB')

    const delivered = screen.getByRole('region', { name: 'Delivered' })
    expect(within(delivered).getByRole('link', { name: 'PR-CCCCCCCC' })).toBeTruthy()
  })

  it('does not say all is delivered while a refused submission waits for a correction', async () => {
    await outboxDb().entries.add(
      base('PR-BBBBBBBB', {
        state: 'needs-attention',
        attempts: 1,
        lastError: { kind: 'rejected', status: 400, message: 'Invalid input', errors: [] },
      }),
    )
    renderAt('/outbox', '/outbox', OutboxPage)
    await screen.findByText(/1 submission needs you to correct it before it can be sent/)
    expect(screen.queryByText(/Everything you submitted has been delivered/)).toBeNull()
  })

  it('removes an entry only after the confirm dialog says OK', async () => {
    const user = userEvent.setup()
    await outboxDb().entries.add(base('PR-AAAAAAAA', {}))
    renderAt('/outbox', '/outbox', OutboxPage)
    const remove = await screen.findByRole('button', { name: 'Remove PR-AAAAAAAA' })
    await user.click(remove)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await outboxDb().entries.get('PR-AAAAAAAA')).toBeDefined()
    await user.click(remove)
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(async () => expect(await outboxDb().entries.get('PR-AAAAAAAA')).toBeUndefined())
    await screen.findByText(/Nothing is waiting to send/)
  })

  it('"Send now" makes every waiting entry due and asks the sender to run', async () => {
    const user = userEvent.setup()
    await outboxDb().entries.add(base('PR-AAAAAAAA', { nextTryAt: Date.now() + 300_000 }))
    let kicks = 0
    const stop = onKick(() => (kicks += 1))
    renderAt('/outbox', '/outbox', OutboxPage)
    await user.click(await screen.findByRole('button', { name: 'Send now' }))
    await waitFor(async () =>
      expect((await outboxDb().entries.get('PR-AAAAAAAA'))?.nextTryAt).toBe(0),
    )
    expect(kicks).toBe(1)
    stop()
  })

  it('cannot remove an entry while it is being sent, and warns about storage', async () => {
    setOutboxStatus({ storage: 'low' })
    await outboxDb().entries.add(base('PR-AAAAAAAA', { state: 'sending' }))
    renderAt('/outbox', '/outbox', OutboxPage)
    await screen.findByText('Sending')
    expect(screen.queryByRole('button', { name: 'Remove PR-AAAAAAAA' })).toBeNull()
    expect(screen.getByText(/This device is running out of space/)).toBeTruthy()
  })

  describe('data', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'connection')
      localStorage.clear()
    })
    const MB = 1024 * 1024
    const connection = (type: string) => {
      const target = Object.assign(new EventTarget(), { type })
      Object.defineProperty(navigator, 'connection', { value: target, configurable: true })
      return target
    }

    it("shows each file's bytes sent and how much waits to be sent in all", async () => {
      await outboxDb().entries.bulkAdd([
        base('PR-AAAAAAAA', {
          fileCount: 2,
          bytes: 12 * MB,
          uploaded: [
            { size: 10 * MB, sent: 3.25 * MB },
            { size: 2 * MB, sent: 0 },
          ],
        }),
        base('PR-BBBBBBBB', { fileCount: 1, bytes: 1.5 * MB }),
      ])
      renderAt('/outbox', '/outbox', OutboxPage)
      await screen.findByText('3.2 MB of 10 MB sent')
      expect(screen.getByText('0 MB of 2 MB sent')).toBeTruthy()
      expect(screen.getByText('0 MB of 1.5 MB sent')).toBeTruthy()
      // 12 - 3.25 + 1.5 MB.
      expect(screen.getByText('10.3 MB of photos and files waits to be sent.')).toBeTruthy()
    })

    it('says plainly when the browser cannot tell Wi-Fi from mobile data', async () => {
      renderAt('/outbox', '/outbox', OutboxPage)
      await screen.findByText(/This browser cannot tell Wi-Fi from mobile data/)
      expect(screen.queryByRole('checkbox')).toBeNull()
    })

    it('offers "only on Wi-Fi" where the browser tells, says why files wait, and follows the connection', async () => {
      const network = connection('cellular')
      await outboxDb().entries.add(base('PR-AAAAAAAA', { fileCount: 1, bytes: MB }))
      renderAt('/outbox', '/outbox', OutboxPage)
      const box = await screen.findByRole('checkbox', {
        name: 'Send photos and files only on Wi-Fi',
      })
      expect(screen.queryByText(/You are not on Wi-Fi/)).toBeNull()
      await userEvent.click(box)
      expect(readWifiOnly()).toBe(true)
      await waitFor(async () => expect(await storedWifiOnly(outboxDb())).toBe(true))
      expect(
        screen.getAllByRole('status').some((el) => /You are not on Wi-Fi/.test(el.textContent)),
      ).toBe(true)
      network.type = 'wifi'
      network.dispatchEvent(new Event('change'))
      await waitFor(() => expect(screen.queryByText(/You are not on Wi-Fi/)).toBeNull())
    })
  })
})
