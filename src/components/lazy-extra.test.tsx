import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyExtra } from './lazy-extra'

const Notice = ({ text }: { text: string }) => <p>{text}</p>

describe('lazyExtra', () => {
  it('leaves the page standing when its chunk cannot be fetched, and loads it once back online', async () => {
    let attempts = 0
    const Extra = lazyExtra(async () => {
      attempts++
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return Notice
    })
    render(
      <main>
        <h1>Verify Product</h1>
        <Suspense fallback={null}>
          <Extra text="A new version is available" />
        </Suspense>
      </main>,
    )
    await act(async () => undefined)
    expect(screen.getByRole('heading', { name: 'Verify Product' })).toBeTruthy()
    expect(screen.queryByText('A new version is available')).toBeNull()

    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('A new version is available')).toBeTruthy()
    expect(attempts).toBe(2)
  })
})
