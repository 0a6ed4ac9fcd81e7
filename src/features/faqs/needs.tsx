/**
 * What each exclusion application needs, for the FAQ "What documents do I need to apply?".
 *
 * The contract decides it (src/shared/contracts/exclusion-outline.ts, `exclusionNeeds`); this
 * table says the same in the page's own module, so the FAQ page does not load the forms' code
 * with the contract's outline, and faqs.test.tsx fails when the two differ. A document the
 * contract makes optional is listed with "if you have one"; the paper application form is one
 * of those for every kind: the form filled in here is the application (docs/decisions.md).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type {
  ExclusionFile,
  ExclusionKind,
  ExclusionNeeds,
} from '../../shared/contracts/exclusion-outline'

interface KindNeeds extends ExclusionNeeds {
  title: MessageDescriptor
}

export const EXCLUSION_NEEDS = {
  self: {
    title: msg`Exclude yourself`,
    referenceNumber: false,
    requiredFiles: ['idCopy', 'picture'],
    optionalFiles: ['applicationForm'],
  },
  'third-party': {
    title: msg`Exclude someone close to you`,
    referenceNumber: false,
    requiredFiles: ['idCopy', 'playerIdCopy', 'playerPicture'],
    optionalFiles: ['picture', 'applicationForm'],
  },
  appeal: {
    title: msg`Appeal an exclusion decision`,
    referenceNumber: true,
    requiredFiles: ['idCopy'],
    optionalFiles: ['applicationForm', 'counsellingReport'],
  },
  cancel: {
    title: msg`Cancel an exclusion`,
    referenceNumber: true,
    requiredFiles: ['idCopy', 'counsellingReport'],
    optionalFiles: ['applicationForm'],
  },
} satisfies Record<ExclusionKind, KindNeeds>

/** Each document as a needed item of the list. */
const NEEDED = {
  idCopy: msg`A copy of your ID or passport`,
  picture: msg`A recent photo of your face`,
  playerIdCopy: msg`A copy of their ID or passport`,
  playerPicture: msg`A recent photo of their face`,
  applicationForm: msg`The signed paper application form`,
  counsellingReport: msg`A report from your counsellor`,
} satisfies Record<ExclusionFile, MessageDescriptor>

/** Each document as an item you may add. */
const IF_ANY = {
  idCopy: msg`A copy of your ID or passport, if you have one`,
  picture: msg`A recent photo of your face, if you have one`,
  playerIdCopy: msg`A copy of their ID or passport, if you have one`,
  playerPicture: msg`A recent photo of their face, if you have one`,
  applicationForm: msg`The signed paper application form, if you have one`,
  counsellingReport: msg`A report from a counsellor, if you have one`,
} satisfies Record<ExclusionFile, MessageDescriptor>

export function ExclusionNeedsList() {
  const { i18n } = useLingui()
  const kinds = Object.entries(EXCLUSION_NEEDS) as [ExclusionKind, KindNeeds][]
  const paperFormOptional = kinds.every(([, needs]) =>
    needs.optionalFiles.includes('applicationForm'),
  )
  return (
    <>
      <dl className="faq__needs">
        {kinds.map(([kind, needs]) => (
          <div key={kind}>
            <dt>{i18n._(needs.title)}</dt>
            <dd>
              <ul>
                {needs.referenceNumber && (
                  <li>
                    <Trans>The exclusion reference number</Trans>
                  </li>
                )}
                {needs.requiredFiles.map((file) => (
                  <li key={file}>{i18n._(NEEDED[file])}</li>
                ))}
                {needs.optionalFiles.map((file) => (
                  <li key={file}>{i18n._(IF_ANY[file])}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      {paperFormOptional && (
        <p>
          <Trans>
            You do not need a paper application form: the form you fill in here is your application.
            If you have already signed a paper form, you can add it.
          </Trans>
        </p>
      )}
    </>
  )
}
