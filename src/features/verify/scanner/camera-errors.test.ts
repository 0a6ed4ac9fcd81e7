import { afterEach, describe, expect, it, vi } from 'vitest'
import { cameraProblem, cameraSupport } from './camera-errors'

describe('cameraProblem', () => {
  it.each([
    ['Error getting userMedia, error = NotAllowedError: Permission denied', 'denied'],
    ['Error getting userMedia, error = NotAllowedError: Permission dismissed', 'denied'],
    ['Error getting userMedia, error = NotFoundError: Requested device not found', 'no-camera'],
    ['Error getting userMedia, error = OverconstrainedError: ', 'no-camera'],
    ['Error getting userMedia, error = NotReadableError: Could not start video source', 'in-use'],
    ['Camera streaming not supported by the browser.', 'unsupported'],
    ['something else entirely', 'failed'],
  ])('reads the string %j as %s', (error, problem) => {
    expect(cameraProblem(error)).toBe(problem)
  })

  it('reads DOMExceptions and Errors by their name', () => {
    expect(cameraProblem(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied')
    expect(cameraProblem(new DOMException('gone', 'NotFoundError'))).toBe('no-camera')
    expect(cameraProblem(new Error('boom'))).toBe('failed')
    expect(cameraProblem(undefined)).toBe('failed')
  })
})

describe('cameraSupport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says insecure outside a secure context', () => {
    vi.stubGlobal('isSecureContext', false)
    expect(cameraSupport()).toBe('insecure')
  })

  it('says unsupported without a camera API, and nothing when there is one', () => {
    vi.stubGlobal('isSecureContext', true)
    vi.stubGlobal('navigator', { mediaDevices: undefined })
    expect(cameraSupport()).toBe('unsupported')
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: () => undefined } })
    expect(cameraSupport()).toBeUndefined()
  })
})
