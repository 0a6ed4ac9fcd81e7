/**
 * "Download your application (PDF)" on the confirmation page: the answers
 * as on "Check your answers", made into a PDF on the device, offline too.
 *
 * The answers come from this tab's snapshot (src/journey/snapshot.ts), which only the tab
 * that submitted holds; elsewhere the button is replaced by the reason, in plain words. As
 * it cannot be made once that tab is closed (the outbox deletes the answers once delivered,
 * by design), the page says so by the button, before the person leaves: download it now.
 * The PDF module and pdfkit are fetched only on the press (a dynamic import), so no page
 * pays for them. While it works the button says so, through a polite status too, and
 * ignores further presses; a failure is said on the page, with the reassurance that the
 * submission itself is not affected.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import { loadSnapshot } from '../../../journey/snapshot'
import { useDownload } from '../../../components/pdf/use-download'
import { i18nFor, translateTexts, type Delivery } from '../pdf/texts'
import './DownloadPdf.css'

export function DownloadPdf({ reference, delivery }: { reference: string; delivery: Delivery }) {
  const { i18n } = useLingui()
  const snapshot = useMemo(() => loadSnapshot(reference), [reference])
  const { state, download } = useDownload()

  if (!snapshot) {
    return (
      <p className="download-pdf">
        <Trans>
          A PDF of your answers cannot be made here. For your privacy, your answers are kept only in
          the browser tab you sent them from, and only until that tab is closed.
        </Trans>
      </p>
    )
  }

  const fileName = `${snapshot.reference}.pdf`
  const makePdf = async () => {
    const [{ makeApplicationPdf }, texts] = await Promise.all([
      import('../pdf'),
      i18nFor(snapshot.locale, i18n).then((inTheirLanguage) =>
        translateTexts(inTheirLanguage, snapshot, delivery),
      ),
    ])
    return makeApplicationPdf(snapshot, texts)
  }

  const working = state === 'working'
  return (
    <div className="download-pdf">
      <p id="download-pdf-now">
        <strong>
          <Trans>
            Download your answers now if you want a copy. They are kept in this browser tab only:
            once you close it, the PDF cannot be made again.
          </Trans>
        </strong>
      </p>
      <button
        type="button"
        className="button"
        aria-disabled={working || undefined}
        aria-describedby="download-pdf-now"
        onClick={() => void download(makePdf, fileName)}
      >
        {working ? <Trans>Making your PDF…</Trans> : <Trans>Download your application (PDF)</Trans>}
      </button>
      <p className="download-pdf__status" role="status">
        {working && <Trans>Making your PDF…</Trans>}
        {state === 'saved' && (
          <Trans>Your PDF is ready: {fileName}. You will find it with your downloads.</Trans>
        )}
      </p>
      {state === 'failed' && (
        <p className="card card--warning" role="alert">
          <Trans>
            The PDF could not be made. Try again. Your submission is not affected by this.
          </Trans>
        </p>
      )}
    </div>
  )
}
