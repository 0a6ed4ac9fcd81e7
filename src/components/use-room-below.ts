/**
 * For a panel that floats at the foot of the window (the install offer, the offer to reload):
 * while it shows, the page keeps room for it below its end, and a focused control is scrolled
 * clear of it (`--foot-panel-space`, styles.css; WCAG 2.4.11). Without it the last lines of a
 * page, a form's Continue or the footer's links, could not be uncovered on a phone.
 */
import { useLayoutEffect, useRef } from 'react'

// Its distance from the bottom of the window (1rem) and as much again between it and the page.
const GAP_PX = 32

export function useRoomBelowThePage<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    const panel = ref.current
    if (!panel) return
    const root = document.documentElement
    const reserve = () =>
      root.style.setProperty('--foot-panel-space', `${panel.offsetHeight + GAP_PX}px`)
    reserve()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve)
    observer?.observe(panel)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('--foot-panel-space')
    }
  }, [])
  return ref
}
