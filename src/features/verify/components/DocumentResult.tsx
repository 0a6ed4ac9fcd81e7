import { Trans, useLingui } from '@lingui/react/macro'
import type { DocumentVerifyResult } from '../../../shared/schemas/verify'
import { Details } from './Details'
import { NextSteps } from './NextSteps'
import { ResultCard } from './ResultCard'
import { SampleLabel } from './SampleLabel'
import { useFormatDate } from './use-format-date'

/** The verdict on a document, checked by reference or by its file (`reference` undefined). */
export function DocumentResult({
  reference,
  result,
}: {
  reference?: string
  result: DocumentVerifyResult
}) {
  const { t } = useLingui()
  const date = useFormatDate()
  const document = result.document
  const details = document && (
    <>
      <SampleLabel sample={document.sample} />
      <Details
        rows={[
          ['type', t`Document`, document.type],
          ['issuer', t`Issued by`, document.issuer],
          ['issued', t`Issued on`, date(document.issuedAt)],
          ['holder', t`Issued to`, document.holder],
          ['reference', t`Reference`, document.reference],
          ['status', t`Status`, document.status],
          ['reason', t`Flagged because`, document.reason],
        ]}
      />
    </>
  )

  if (result.verdict === 'genuine') {
    return (
      <ResultCard tone="ok" heading={<Trans>This document is on the register</Trans>}>
        {details}
        <p>
          <Trans>
            Check that these details match the document you were given. The holder&apos;s name is
            partly hidden to protect them.
          </Trans>
        </p>
      </ResultCard>
    )
  }

  if (result.verdict === 'flagged') {
    return (
      <ResultCard tone="warning" heading={<Trans>This document has been reported</Trans>}>
        <p>
          <Trans>
            This document is flagged: it may have been withdrawn, cancelled or reported as forged.
            This is a warning, not proof either way, so do not rely on it for now.
          </Trans>
        </p>
        {details}
        <NextSteps kind="document" />
      </ResultCard>
    )
  }

  return (
    <ResultCard tone="warning" heading={<Trans>We could not find this document</Trans>}>
      <p>
        {reference ? (
          <Trans>
            The reference {reference} is not on our register. This does not prove that the document
            is forged: the reference may have been mistyped, or the document may not be registered
            with us. But we cannot confirm that it is genuine.
          </Trans>
        ) : (
          <Trans>
            This file does not match any document on our register. This does not prove that the
            document is forged: a copy that was scanned, resized or edited never matches. But we
            cannot confirm that it is genuine.
          </Trans>
        )}
      </p>
      <NextSteps kind="document" />
    </ResultCard>
  )
}
