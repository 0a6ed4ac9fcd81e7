import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setOutboxStatus } from '../../../offline/status'
import { renderAt } from '../../../offline/test-render'
import { OutboxBadge } from './OutboxBadge'

afterEach(() => setOutboxStatus({ waiting: 0, attention: 0 }))

describe('the outbox badge', () => {
  it('is absent when nothing waits, and counts what waits or needs attention', async () => {
    setOutboxStatus({ waiting: 0, attention: 0 })
    renderAt('/', '/', () => (
      <>
        <h1>Page</h1>
        <OutboxBadge />
      </>
    ))
    await screen.findByRole('heading')
    expect(screen.queryByRole('link')).toBeNull()
    act(() => setOutboxStatus({ waiting: 2, attention: 1 }))
    const link = screen.getByRole('link', {
      name: 'Outbox: 2 waiting to send, 1 needs attention',
    })
    expect(link.getAttribute('href')).toBe('/outbox')
  })
})
