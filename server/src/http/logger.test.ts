import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleLogger } from './logger'

describe('consoleLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('writes the info lines of one turn to stdout together, in order', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    consoleLogger.info('first line')
    consoleLogger.info('second line')
    expect(write).not.toHaveBeenCalled()
    await new Promise((resolve) => setImmediate(resolve))
    expect(write).toHaveBeenCalledTimes(1)
    expect(write).toHaveBeenCalledWith('first line\nsecond line\n')
  })
})
