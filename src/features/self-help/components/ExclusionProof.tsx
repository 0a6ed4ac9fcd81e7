/**
 * An approved exclusion's proof on the status page: its QR code, which anyone can scan to
 * check the exclusion with no network (`/verify/exclusion/<token>`), and "Download your
 * exclusion letter", a tagged PDF made on the device with the same code (../proof/letter.ts).
 * Part of the status result, which loads with the check; the QR encoder comes after the
 * answer, and pdfkit only when the button is pressed.
 *
 * Shown while the exclusion holds: once it has ended, the code would only say "expired".
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useDownload } from '../../../components/pdf/use-download'
import { appLocaleOf } from '../../../i18n/locales'
import { formatDate, intlLocale, textLang } from '../../../shared/dates'
import { PROOF_PATH, unverifiedProof } from '../../../shared/exclusion-proof'
import { longDate } from '../../../shared/exclusion-period'
import type { QrMatrix } from '../proof/qr-matrix'
import './ExclusionProof.css'

/**
 * CSS pixels a module: a whole number, so each module falls on whole device pixels at every
 * whole device-pixel ratio and its edges stay sharp for a camera (about 280 px for a proof).
 */
const PIXELS_PER_MODULE = 3

export function ExclusionProof({ token }: { token: string }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const [drawing, setDrawing] = useState<{ matrix: QrMatrix; path: string }>()
  const { state, download } = useDownload()
  const url = `${window.location.origin}${PROOF_PATH}${token}`
  const proof = unverifiedProof(token)

  useEffect(() => {
    let current = true
    import('../proof/qr-matrix')
      .then(({ qrMatrix, svgPath }) => {
        const matrix = qrMatrix(url)
        if (current) setDrawing({ matrix, path: svgPath(matrix) })
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [url])

  if (!proof) return null
  const locale = appLocaleOf(i18n.locale)
  const tag = intlLocale(locale)
  const fileName = `${proof.reference}-exclusion-letter.pdf`
  const reference = proof.reference
  const qrAlt = t`QR code that checks exclusion ${reference}`

  const makeLetter = async () => {
    const { makeExclusionLetter } = await import('../proof/letter')
    const initials = proof.initials
    const lastFour = proof.idLastFour
    const start = longDate(proof.startsOn, tag)
    const end = longDate(proof.endsOn, tag)
    const issued = formatDate(new Date(proof.issuedAt), 'dayMonthYear', locale)
    return makeExclusionLetter({
      lang: textLang(locale),
      issuedBy: t`Issued by`,
      issuer: t`Self Help Portal of the national gambling regulator`,
      title: t`Exclusion letter`,
      referenceLabel: t`Reference number`,
      reference: proof.reference,
      statement: t`The person with the initials ${initials} and an ID or passport number ending in ${lastFour} is excluded from every licensed gambling facility from ${start} until ${end}.`,
      howToCheck: t`To check that this letter is genuine and still valid, scan the QR code with a phone camera or the ScamLock app, or open the address below it. The check works without an internet connection.`,
      qrAlt,
      url,
      issuedOn: t`Issued on ${issued}.`,
    })
  }

  const working = state === 'working'
  const side = drawing ? drawing.matrix.size + 8 : 0
  return (
    <section className="exclusion-proof" aria-labelledby="exclusion-proof-heading">
      <h3 id="exclusion-proof-heading">
        <Trans>Proof of the exclusion</Trans>
      </h3>
      <p>
        <Trans>
          Anyone can scan this code to check that the exclusion is genuine and until when it holds,
          even without the internet. It shows only the initials and the last four characters of the
          ID or passport number of the person excluded.
        </Trans>
      </p>
      {drawing && (
        <svg
          className="exclusion-proof__qr"
          role="img"
          aria-label={qrAlt}
          viewBox={`0 0 ${side} ${side}`}
          width={side * PIXELS_PER_MODULE}
          height={side * PIXELS_PER_MODULE}
          shapeRendering="crispEdges"
        >
          <rect width={side} height={side} fill="#fff" />
          <path d={drawing.path} fill="#000" />
        </svg>
      )}
      <div>
        <button
          type="button"
          className="button"
          aria-disabled={working || undefined}
          onClick={() => void download(makeLetter, fileName)}
        >
          {working ? (
            <Trans>Making your letter…</Trans>
          ) : (
            <Trans>Download your exclusion letter</Trans>
          )}
        </button>
        <p className="exclusion-proof__status" role="status">
          {working && <Trans>Making your letter…</Trans>}
          {state === 'saved' && (
            <Trans>Your letter is ready: {fileName}. You will find it with your downloads.</Trans>
          )}
        </p>
        {state === 'failed' && (
          <p className="card card--warning" role="alert">
            <Trans>The letter could not be made. Try again.</Trans>
          </p>
        )}
      </div>
    </section>
  )
}
