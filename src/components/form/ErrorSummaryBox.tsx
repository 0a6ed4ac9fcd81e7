/**
 * The GOV.UK error summary (docs/architecture.md, Forms): at the top of the form, focused when it
 * appears so screen readers announce it, one link per invalid field with the same words as
 * the message beside the field. Following a link focuses the field itself, not just scrolls.
 * It takes focus again on every failed submit (`attempt`, the form's submit count), not only
 * when the messages change: after a second failed submit with the same errors, focus would
 * otherwise stay wherever the person left it.
 * Model: alphagov/govuk-frontend error-summary.mjs. Loaded only when a form first has a
 * problem to show (ErrorSummary.tsx), not with every form's first page.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'

import type { SummaryItem } from './ErrorSummary'

export default function ErrorSummaryBox({
  items,
  attempt,
}: {
  items: readonly SummaryItem[]
  /** Changes on every submit (the light form's submitCount). */
  attempt?: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const signature = items.map((item) => (item.fieldId ?? '') + item.text).join('|')

  useEffect(() => {
    if (signature) ref.current?.focus()
  }, [signature, attempt])

  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        <Trans>There is a problem</Trans>
      </h2>
      <ul className="error-summary__list">
        {items.map(({ fieldId, text }) => (
          <li key={fieldId ?? text}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(fieldId)
                  if (!field) return
                  event.preventDefault()
                  field.scrollIntoView({ block: 'center' })
                  field.focus()
                }}
              >
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
