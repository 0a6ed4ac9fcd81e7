/**
 * A reference this device holds nothing for (sent from another device, removed, or typed in
 * the address): no confirmation panel, which would claim a submission we know nothing of, but
 * how to check it. The portal's references (EX, RP, CP, CN, TK) have a status page; for the
 * others the helpline answers.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'
import { REFERENCE_PREFIXES } from '../../../shared/reference'
import { useOutboxPath } from './use-outbox-path'

const PORTAL: readonly string[] = [
  REFERENCE_PREFIXES.exclusion,
  REFERENCE_PREFIXES.report,
  REFERENCE_PREFIXES.complaint,
  REFERENCE_PREFIXES.counselling,
  REFERENCE_PREFIXES.talk,
]

export function UnknownReference({ reference }: { reference: string }) {
  const { helpline } = site
  const outbox = useOutboxPath()
  const portal = PORTAL.includes(reference.slice(0, 2))
  return (
    <>
      <p>
        <Trans>
          This device holds no submission with reference number{' '}
          <strong className="reference">{reference}</strong>. It may have been sent from another
          device or browser, or removed from this one.
        </Trans>
      </p>
      <h2>
        <Trans>How to check a reference number</Trans>
      </h2>
      {portal ? (
        <p>
          <Trans>
            <Link to="/self-help/status">Check the status of an application</Link> with your ID or
            passport number and this reference number.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Call the free helpline <a href={`tel:${helpline}`}>{helpline}</a> and quote this
            reference number.
          </Trans>
        </p>
      )}
      <p>
        <Link to={outbox}>
          <Trans>See what is waiting to send on this device</Trans>
        </Link>
      </p>
    </>
  )
}
