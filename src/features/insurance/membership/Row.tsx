import type { ReactNode } from 'react'

/** One row of a summary list: what, then its value. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">{children}</dd>
    </div>
  )
}
