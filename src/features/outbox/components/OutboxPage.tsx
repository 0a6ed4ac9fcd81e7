/**
 * `/outbox` (docs/design.md section 3): what waits to send, with its state,
 * attempts and last error; "Send now" (cancels every wait); Remove, through the confirm
 * dialog; Correct, for what the gateway refused. Below, what was delivered recently, so a
 * reference can be found again. Live: another tab or the service worker sending updates it.
 *
 * After the portal's Quick exit, the portal's own outbox page (`/self-help/outbox`) leaves out
 * what the portal had in it then; opening the outbox anywhere else shows everything and lifts
 * that veil for every page (src/config/outbox-veil.ts).
 */
import { useLingui } from '@lingui/react'
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import { PageTitle } from '../../../components/PageTitle'
import { areaOf } from '../../../config/areas'
import { isVeiled, liftVeil, useVeiledBefore } from '../../../config/outbox-veil'
import { STORAGE_WARNINGS } from '../../../offline/storage-warnings'
import { removeEntry, sendNow } from '../../../offline/outbox'
import { useOutboxStatus } from '../../../offline/use-status'
import { useEntries } from '../../../offline/use-outbox'
import { ClearDevice } from './ClearDevice'
import { DataToSend } from './DataToSend'
import { DeliveredList } from './DeliveredList'
import { EntryCard } from './EntryCard'

export function OutboxPage() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const portal = areaOf(useLocation({ select: (location) => location.pathname })) === 'self-help'
  const veiled = useVeiledBefore() !== undefined && portal
  const all = useEntries()
  const entries = veiled ? all?.filter((e) => !isVeiled(e.reference, e.createdAt)) : all
  const { storage } = useOutboxStatus()
  useEffect(() => {
    if (!portal) liftVeil()
  }, [portal])
  const [sending, setSending] = useState(false)
  const summary = useRef<HTMLParagraphElement>(null)

  const pending = entries?.filter((entry) => entry.state !== 'delivered') ?? []
  const delivered = entries?.filter((entry) => entry.state === 'delivered') ?? []
  const waiting = pending.filter((entry) => entry.state !== 'needs-attention').length

  async function remove(reference: string) {
    const confirmed = await askConfirm(t`Remove ${reference}`)
    if (!confirmed) return
    await removeEntry(reference)
    summary.current?.focus()
  }

  async function sendAll() {
    setSending(true)
    try {
      await sendNow()
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <PageTitle />
      {storage && <p className="card card--warning">{i18n._(STORAGE_WARNINGS[storage])}</p>}
      <p ref={summary} tabIndex={-1} className="outbox-summary" aria-live="polite">
        {entries === undefined ? (
          <Trans>Loading…</Trans>
        ) : pending.length === 0 && veiled ? (
          <Trans>Nothing is waiting to send.</Trans>
        ) : pending.length === 0 ? (
          <Trans>Nothing is waiting to send. Everything you submitted has been delivered.</Trans>
        ) : waiting === 0 ? (
          <Plural
            value={pending.length}
            one="Nothing is waiting to send. # submission needs you to correct it before it can be sent."
            other="Nothing is waiting to send. # submissions need you to correct them before they can be sent."
          />
        ) : (
          <Plural
            value={waiting}
            one="# submission is waiting to send. It will be sent automatically when you are online."
            other="# submissions are waiting to send. They will be sent automatically when you are online."
          />
        )}
      </p>
      {waiting > 0 && (
        <button type="button" className="button" disabled={sending} onClick={() => void sendAll()}>
          <Trans>Send now</Trans>
        </button>
      )}
      <DataToSend pending={pending} />
      {pending.length > 0 && (
        <ul className="outbox-list">
          {pending.map((entry) => (
            <EntryCard key={entry.reference} entry={entry} onRemove={remove} />
          ))}
        </ul>
      )}
      <DeliveredList entries={delivered} />
      <ClearDevice />
    </>
  )
}
