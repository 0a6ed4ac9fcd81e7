import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh module each time: it starts one worker per page load. */
const fresh = async () => {
  vi.resetModules()
  return (await import('./intl-ready')).intlReady
}

class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: (() => void) | null = null
  onerror: (() => void) | null = null
  posted: unknown[] = []
  terminated = false
  constructor(readonly url: URL) {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  FakeWorker.made = []
})

describe('intlReady', () => {
  it('resolves at once where there are no workers (the page then pays as before)', async () => {
    vi.stubGlobal('Worker', undefined)
    const intlReady = await fresh()
    await expect(intlReady('en-BW')).resolves.toBeUndefined()
  })

  it('waits for the worker, asks it for the language, and ends it', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const intlReady = await fresh()
    let done = false
    const ready = intlReady('fr').then(() => (done = true))
    const worker = FakeWorker.made[0]!
    expect(worker.posted).toEqual(['fr'])
    await Promise.resolve()
    expect(done).toBe(false)
    worker.onmessage?.()
    await ready
    expect(worker.terminated).toBe(true)
    // One worker per page load, whoever asks next.
    await intlReady('fr')
    expect(FakeWorker.made).toHaveLength(1)
  })

  it('gives up on a worker that fails or never answers, within a second', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Worker', FakeWorker)
    let intlReady = await fresh()
    let done = false
    void intlReady('en-BW').then(() => (done = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(FakeWorker.made[0]!.terminated).toBe(true)

    intlReady = await fresh()
    const failed = intlReady('en-BW')
    FakeWorker.made[1]!.onerror?.()
    await expect(failed).resolves.toBeUndefined()
  })
})
