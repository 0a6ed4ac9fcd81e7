/**
 * What `/outbox` says about data (docs/design.md section 3): how much of the waiting
 * submissions' files is still to be sent (what resumable uploads already delivered is not
 * counted again), and the "only on Wi-Fi" setting.
 */
import { Trans } from '@lingui/react/macro'
import type { OutboxEntry } from '../../../offline/outbox'
import { bytesToSend, useFormatMegabytes } from './upload-amounts'
import { WifiOnlySetting } from './WifiOnlySetting'

interface Props {
  /** The entries not delivered yet. */
  pending: readonly OutboxEntry[]
}

export function DataToSend({ pending }: Props) {
  const megabytes = useFormatMegabytes()
  const toSend = pending.filter((entry) => entry.state !== 'needs-attention')
  const bytes = toSend.reduce((sum, entry) => sum + bytesToSend(entry), 0)
  const withFiles = toSend.filter((entry) => entry.fileCount > 0).length
  const amount = megabytes(bytes)
  return (
    <>
      {bytes > 0 && (
        <p className="outbox-data">
          <Trans>{amount} MB of photos and files waits to be sent.</Trans>
        </p>
      )}
      <WifiOnlySetting waitingWithFiles={withFiles} />
    </>
  )
}
