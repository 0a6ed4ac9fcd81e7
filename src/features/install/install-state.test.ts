import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismiss,
  install,
  isIosSafari,
  notePageView,
  QUIET_MS,
  resetInstallState,
  useInstallOffer,
} from './install-state'
import { renderHook } from '@testing-library/react'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

function offerEvent() {
  const prompt = vi.fn(async () => undefined)
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
  window.dispatchEvent(event)
  return { event, prompt }
}

function standalone(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as never
}

beforeEach(() => {
  localStorage.clear()
  standalone(false)
  resetInstallState()
})
afterEach(() => vi.restoreAllMocks())

const offer = () => renderHook(() => useInstallOffer()).result

describe('the install offer', () => {
  it('keeps the browser prompt for later and offers it on the third page, not the first', () => {
    const { event } = offerEvent()
    expect(event.defaultPrevented).toBe(true)
    const current = offer()
    notePageView()
    notePageView()
    expect(current.current).toBe('none')
    notePageView()
    expect(offer().current).toBe('prompt')
  })

  it('offers it at once after a submission', () => {
    offerEvent()
    notePageView(true)
    expect(offer().current).toBe('prompt')
  })

  it('shows the browser prompt when asked, once', async () => {
    const { prompt } = offerEvent()
    notePageView(true)
    await install()
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(offer().current).toBe('none')
  })

  it('stays away for 30 days after "Not now"', () => {
    offerEvent()
    notePageView(true)
    dismiss()
    expect(offer().current).toBe('none')
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + QUIET_MS + 1000)
    notePageView()
    expect(offer().current).toBe('prompt')
  })

  it('offers nothing when the app already runs standalone', () => {
    standalone(true)
    offerEvent()
    notePageView(true)
    expect(offer().current).toBe('none')
  })

  it('gives the Add to Home Screen hint in iOS Safari only', () => {
    expect(isIosSafari(IPHONE, 5)).toBe(true)
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true)
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false)
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    notePageView(true)
    expect(offer().current).toBe('ios')
  })
})
