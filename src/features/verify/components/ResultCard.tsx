/**
 * A verdict card. Its heading takes focus when the card appears, so a screen reader reads the
 * verdict at once and a keyboard user continues from there (GOV.UK: move focus to the
 * outcome); the heading is not in the tab order (tabIndex -1).
 * `ok` is a genuine or verified answer, `warning` a not-found or flagged one, `neutral` a
 * list to choose from.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'

interface Props {
  tone: 'ok' | 'warning' | 'neutral'
  heading: ReactNode
  children?: ReactNode
}

export function ResultCard({ tone, heading, children }: Props) {
  const id = useId()
  const ref = useRef<HTMLHeadingElement>(null)
  const className = tone === 'neutral' ? 'card result' : `card card--${tone} result`

  useEffect(() => {
    ref.current?.focus()
  }, [])

  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} ref={ref} tabIndex={-1} className="result__heading">
        {heading}
      </h2>
      {children}
    </section>
  )
}
