/**
 * The files of a case. Each can be downloaded, under the gateway's name for it; a picture can
 * also be viewed here, drawn from its bytes as an image through a blob address (the gateway
 * answers every file as an attachment, which an <img> of the blob does not mind), never
 * opened as a page of this site. Every view and download is a
 * read the gateway writes to the audit log, so nothing is fetched until asked. A manager can
 * mark a document verified once checked against the original.
 */
import { useLingui } from '@lingui/react'
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { downloadName } from '../../../shared/download-name'
import type { CaseDocument } from '../../../shared/schemas/staff-cases'
import { labelOr, UPLOAD_FIELD_LABELS } from '../case-labels'
import { verifyDocument } from '../cases'
import { readFile, saveBlob } from '../files'
import { useFormatTime } from '../use-format-time'

interface Props {
  documents: CaseDocument[]
  canVerify: boolean
  onChanged: () => void
}

const isPicture = (document: CaseDocument) => document.mediaType.startsWith('image/')

function FileItem({
  document,
  canVerify,
  onChanged,
}: { document: CaseDocument } & Omit<Props, 'documents'>) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const time = useFormatTime()
  const [shown, setShown] = useState<string>()
  useEffect(
    () => () => {
      if (shown) URL.revokeObjectURL(shown)
    },
    [shown],
  )
  const label = labelOr(UPLOAD_FIELD_LABELS, document.field)
  const field = label ? i18n._(label) : document.field
  const name = document.fileName
  const kilobytes = Math.max(1, Math.round(document.size / 1024))
  const type = document.mediaType.split('/')[1]?.toUpperCase() ?? ''
  const verifiedBy = document.verifiedBy
  const verifiedAt = document.verified && document.verifiedAt ? time(document.verifiedAt) : ''

  const view = () =>
    readFile(document.id).then(
      (blob) => setShown(URL.createObjectURL(blob)),
      () => undefined,
    )
  // Saved under the gateway's name for it (the kind and checked type), as the gateway's own
  // answer names it: a sender's `.html` name would have the computer open a PDF in a browser.
  const download = () =>
    readFile(document.id).then(
      (blob) => saveBlob(blob, downloadName(document.field, document.position, document.mediaType)),
      () => undefined,
    )
  const verify = () => verifyDocument(document.id).then(onChanged, () => undefined)

  return (
    <li className="staff-list__item">
      <p className="staff-list__title">{field}</p>
      <dl>
        <dt>
          <Trans>File</Trans>
        </dt>
        <dd>{name}</dd>
        <dt>
          <Trans>Type and size</Trans>
        </dt>
        <dd>
          <Trans>
            {type}, {kilobytes} KB
          </Trans>
        </dd>
        <dt>
          <Trans>Verified</Trans>
        </dt>
        <dd>
          {verifiedAt ? (
            <Trans>
              Yes, by {verifiedBy} on {verifiedAt}
            </Trans>
          ) : (
            <Trans>Not yet</Trans>
          )}
        </dd>
      </dl>
      <div className="staff-buttons">
        {isPicture(document) && !shown && (
          <button type="button" className="button button--secondary" onClick={() => void view()}>
            <Trans>
              View <span className="visually-hidden">{name}</span>
            </Trans>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => void download()}>
          <Trans>
            Download <span className="visually-hidden">{name}</span>
          </Trans>
        </button>
        {canVerify && !document.verified && (
          <button type="button" className="button" onClick={() => void verify()}>
            <Trans>
              Mark as verified <span className="visually-hidden">{name}</span>
            </Trans>
          </button>
        )}
      </div>
      {shown && <img className="staff-file__picture" src={shown} alt={t`${field}: ${name}`} />}
    </li>
  )
}

export function CaseFiles({ documents, canVerify, onChanged }: Props) {
  const count = documents.length
  return (
    <section aria-labelledby="case-files-title">
      <h2 id="case-files-title">
        <Plural value={count} _0="No files" one="# file" other="# files" />
      </h2>
      <ul className="staff-list">
        {documents.map((document) => (
          <FileItem
            key={document.id}
            document={document}
            canVerify={canVerify}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </section>
  )
}
