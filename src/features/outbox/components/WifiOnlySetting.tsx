/**
 * The "Send photos and files only on Wi-Fi" setting of `/outbox` (src/offline/wifi-only.ts,
 * docs/decisions.md). Offered only where the browser tells the kind of connection; elsewhere
 * the page says plainly that this browser cannot tell, so everything goes on any connection.
 * While it is on and the device is not on Wi-Fi or a cable, and something with files waits,
 * it says why those submissions wait. It follows the connection as it changes.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { outboxDb } from '../../../offline/db'
import { kickSender } from '../../../offline/status'
import {
  connectionInfo,
  onUnmeteredConnection,
  readWifiOnly,
  writeWifiOnly,
} from '../../../offline/wifi-only'

/** The connection's kind, again on every change; undefined where the browser cannot tell. */
function useConnectionType(): string | undefined {
  const [type, setType] = useState(() => connectionInfo()?.type)
  useEffect(() => {
    const connection = connectionInfo()
    if (!connection) return
    const update = () => setType(connection.type)
    connection.addEventListener('change', update)
    return () => connection.removeEventListener('change', update)
  }, [])
  return type
}

interface Props {
  /** Submissions with files still to send. */
  waitingWithFiles: number
}

export function WifiOnlySetting({ waitingWithFiles }: Props) {
  const type = useConnectionType()
  const [on, setOn] = useState(readWifiOnly)

  if (type === undefined) {
    return (
      <p className="outbox-wifi">
        <Trans>
          This browser cannot tell Wi-Fi from mobile data, so photos and files are sent on any
          connection.
        </Trans>
      </p>
    )
  }

  async function change(checked: boolean) {
    setOn(checked)
    await writeWifiOnly(outboxDb(), checked)
    kickSender()
  }

  return (
    <div className="outbox-wifi">
      <div className="choice-item">
        <label className="choice" htmlFor="outbox-wifi-only">
          <input
            type="checkbox"
            id="outbox-wifi-only"
            checked={on}
            aria-describedby="outbox-wifi-only-hint"
            onChange={(event) => void change(event.currentTarget.checked)}
          />
          <Trans>Send photos and files only on Wi-Fi</Trans>
        </label>
        <p id="outbox-wifi-only-hint" className="field__hint choice-item__hint">
          <Trans>Submissions without files are sent on any connection.</Trans>
        </p>
      </div>
      {on && !onUnmeteredConnection() && waitingWithFiles > 0 && (
        <p className="card card--warning" role="status">
          <Trans>
            You are not on Wi-Fi: submissions with photos or files wait, and are sent as soon as you
            connect to Wi-Fi.
          </Trans>
        </p>
      )}
    </div>
  )
}
