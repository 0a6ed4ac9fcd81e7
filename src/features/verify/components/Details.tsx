import { Fragment, type ReactNode } from 'react'

export type DetailRow = readonly [key: string, label: ReactNode, value: ReactNode | undefined]

/** The details the gateway returned, as a description list; empty values are left out. */
export function Details({ rows }: { rows: readonly DetailRow[] }) {
  const shown = rows.filter(([, , value]) => value !== undefined && value !== null && value !== '')
  if (shown.length === 0) return null
  return (
    <dl>
      {shown.map(([key, label, value]) => (
        <Fragment key={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
