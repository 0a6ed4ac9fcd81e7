/**
 * Where the catalogue on screen comes from, when that matters: the copy kept on the device
 * (with the time it was fetched) when the gateway could not be asked, or why there is none.
 * Inline, in a status region: offline is a normal state of this app, not a dialog.
 */
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatDate } from '../../../shared/dates'
import type { SchemesState } from '../use-schemes'
import { useAppLocale } from '../../../i18n/locales'

export function SchemesNotice({ state }: { state: SchemesState }) {
  const locale = useAppLocale()
  const { schemes, fetchedAt, pending, problem } = state
  let notice = null
  if (schemes && fetchedAt && problem) {
    const date = formatDate(fetchedAt, 'fullWithTime', locale)
    notice = (
      <p className="notice">
        <Trans>
          Saved on this device: prices as fetched on {date}. They may have changed since.
        </Trans>
      </p>
    )
  } else if (!schemes && problem === 'unreachable') {
    notice = (
      <p className="notice">
        <Trans>
          The schemes cannot be loaded without a connection, and none are saved on this device yet.
          Connect once, and they will be here offline too.
        </Trans>
      </p>
    )
  } else if (!schemes && problem === 'failed') {
    notice = (
      <p className="notice">
        <Trans>The schemes could not be loaded. Try again later.</Trans>
      </p>
    )
  } else if (!schemes && pending) {
    notice = (
      <p>
        <Trans>Loading the schemes…</Trans>
      </p>
    )
  }
  return <div role="status">{notice}</div>
}

/**
 * The notice and what shows the catalogue. Until the first copy is here, their place holds a
 * screen's height, so what the prerendered page shows below (the terms, the total, the footer)
 * is off screen already and does not jump when the catalogue arrives (layout shift,
 * docs/design.md section 7).
 */
export function CatalogueArea({ state, children }: { state: SchemesState; children: ReactNode }) {
  return (
    <div className={state.pending && !state.schemes ? 'awaiting-catalogue' : undefined}>
      <SchemesNotice state={state} />
      {children}
    </div>
  )
}
