/**
 * A reference this device holds nothing for (sent from another device, removed, or typed in
 * the address): no confirmation panel, which would claim a submission we know nothing of, but
 * how to check it. The portal's references (EX, RP, CP, CN, TK) have its status page, the
 * union's (MB) the member portal's, with the union's contact (next-steps.ts, `statusPath`);
 * for the others the helpline answers.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'
import { statusPath } from '../next-steps'
import { useOutboxPath } from './use-outbox-path'

export function UnknownReference({ reference }: { reference: string }) {
  const { helpline } = site
  const outbox = useOutboxPath()
  const status = statusPath(reference)
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
      {status === '/self-help/status' ? (
        <p>
          <Trans>
            <Link to="/self-help/status">Check the status of an application</Link> with your ID or
            passport number and this reference number.
          </Trans>
        </p>
      ) : status === '/insurance/status' ? (
        <p>
          <Trans>
            <Link to="/insurance/status">Check the status of your application</Link> with your ID or
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
