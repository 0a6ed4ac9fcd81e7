/**
 * What to do after a warning (not found, flagged, reported): stop, report, get advice. The
 * helpline is a tap-to-call link. Gambling matters (agents, promotions) go to the portal's
 * report form; anything else to the seller, issuer or regulator.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'
import type { CheckKind } from '../history'

function ReportStep({ kind }: { kind: CheckKind }) {
  switch (kind) {
    case 'product':
      return (
        <Trans>
          Report it to the seller or shop where you found it, and to the regulator that certifies
          this kind of product.
        </Trans>
      )
    case 'document':
      return (
        <Trans>
          Ask the organisation that issued the document to confirm it, on contact details you find
          yourself, not ones printed on the document.
        </Trans>
      )
    case 'caller':
      return (
        <Trans>
          Hang up. If the caller said they were from an organisation, call it back on a number you
          find yourself, such as on its website or a bill. If you lost money, tell your bank and the
          police.
        </Trans>
      )
    case 'agent':
    case 'promotion':
      return (
        <Trans>
          If it involves betting, a lottery or a prize draw,{' '}
          <Link to="/self-help/contact/report">report illegal gambling</Link>. Otherwise report it
          to the regulator of that trade.
        </Trans>
      )
  }
}

export function NextSteps({ kind }: { kind: CheckKind }) {
  const { helpline } = site
  return (
    <>
      <h3>
        <Trans>What to do now</Trans>
      </h3>
      <ul>
        <li>
          {kind === 'caller' ? (
            <Trans>
              Do not give this caller a PIN, password, one-time code or card details, and do not
              send money.
            </Trans>
          ) : (
            <Trans>
              Do not pay, and do not hand over documents or personal details, until you are sure.
            </Trans>
          )}
        </li>
        <li>
          <ReportStep kind={kind} />
        </li>
        <li>
          <Trans>
            For advice, call the toll-free helpline <a href={`tel:${helpline}`}>{helpline}</a>.
          </Trans>
        </li>
      </ul>
    </>
  )
}
