import type { Ref } from 'react'
import type { Certifier } from '../../../shared/schemas/verify'
import { SiteItem } from './SiteItem'

/** The sites as a list (screen readers announce "list, 20 items"), in the gateway's order. */
export function SiteList({
  rows,
  listRef,
}: {
  rows: readonly Certifier[]
  listRef: Ref<HTMLUListElement>
}) {
  if (rows.length === 0) return null
  return (
    <ul className="site-list" ref={listRef}>
      {rows.map((site) => (
        <SiteItem key={site.id} site={site} />
      ))}
    </ul>
  )
}
