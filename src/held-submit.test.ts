import { describe, expect, it, vi } from 'vitest'
import { holdSubmitsUntilReady, releaseHeldSubmit } from './held-submit'

describe('a submit before the app has taken the page over', () => {
  it('is held, then made again through the app once it has', () => {
    document.body.innerHTML =
      '<form><input name="code" value="BWP100001"><button>Check</button></form>'
    const form = document.querySelector('form')!
    holdSubmitsUntilReady()
    const seen: boolean[] = []
    form.addEventListener('submit', (event) => {
      seen.push(event.defaultPrevented)
      event.preventDefault()
    })
    form.requestSubmit()
    expect(seen).toEqual([true])

    const again = vi.spyOn(form, 'requestSubmit')
    releaseHeldSubmit()
    expect(again).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([true, false])
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true)
  })
})
