/**
 * "Scan a proof" at a facility's door (the register check, src/routes/staff/register.tsx): the
 * camera scanner reads an exclusion letter's QR code and the proof is checked here, offline,
 * with the gateway's key kept on the device (check-exclusion-proof.ts), without leaving the
 * page. Anything else the scanner may read (a promotion's code) is not a proof, and says so.
 * The dialog is fetched on press, as ScanQrButton's.
 */
import { Trans } from '@lingui/react/macro'
import { Suspense, lazy, useCallback, useEffect, useState } from 'react'
import type { ProofReading } from '../../../shared/exclusion-proof'
import { checkExclusionProof } from '../check-exclusion-proof'
import { ProofReadingCard } from '../components/ProofReadingCard'
import { ResultCard } from '../components/ResultCard'
import type { FoundContent } from '../qr'

const loadDialog = () => import('./ScannerDialog')
const ScannerDialog = lazy(loadDialog)

type Scanned =
  { kind: 'proof'; token: string; serial: number } | { kind: 'not-a-proof'; serial: number }

export function ProofScan() {
  const [open, setOpen] = useState(false)
  const [scanned, setScanned] = useState<Scanned>()
  const [reading, setReading] = useState<ProofReading>()
  // Bumped by "Try again" when the device had no key.
  const [attempt, setAttempt] = useState(0)

  const onFound = useCallback((content: FoundContent) => {
    setScanned((previous) => {
      const serial = (previous?.serial ?? 0) + 1
      return content.kind === 'exclusion-proof'
        ? { kind: 'proof', token: content.token, serial }
        : { kind: 'not-a-proof', serial }
    })
    setOpen(false)
  }, [])

  const token = scanned?.kind === 'proof' ? scanned.token : undefined
  useEffect(() => {
    if (!token) return
    let current = true
    setReading(undefined)
    checkExclusionProof(token)
      .catch((): ProofReading => ({ state: 'not-genuine' }))
      .then((next) => current && setReading(next))
    return () => {
      current = false
    }
  }, [token, attempt, scanned?.serial])

  const prefetch = () => void loadDialog().catch(() => undefined)

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <Trans>Scan a proof</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScannerDialog onClose={() => setOpen(false)} onFound={onFound} />
        </Suspense>
      )}
      {scanned?.kind === 'not-a-proof' ? (
        <ResultCard
          key={scanned.serial}
          tone="warning"
          heading={<Trans>This QR code is not an exclusion proof</Trans>}
        />
      ) : scanned && !reading ? (
        <p role="status">
          <Trans>Checking the exclusion…</Trans>
        </p>
      ) : (
        reading && (
          <ProofReadingCard
            key={`${scanned?.serial}-${attempt}`}
            reading={reading}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )
      )}
    </>
  )
}
