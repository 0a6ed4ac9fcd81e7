/**
 * The portal's link to what waits in the outbox (docs/design.md section 3, `/outbox`), in its
 * header as the Verify header has its badge: a person who sent a form offline sees from any
 * portal page that it has not gone yet, and reaches it in one tap, in the portal's own shell.
 * Calm on purpose: the count and "Waiting to send", in the header's colours, the warning
 * colours only when something needs attention. At 30rem and less, the words are for screen
 * readers only, so that the portal's name, the link, Quick exit and Menu still fit at 320 px.
 *
 * Loaded only when there is something to show (PortalHeader.tsx): no portal page's first
 * load pays for it.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { OUTBOX_PATH } from '../../../config/areas'
import type { OutboxStatus } from '../../../offline/status'

export function PortalOutbox({ waiting, attention }: Pick<OutboxStatus, 'waiting' | 'attention'>) {
  const count = waiting + attention
  return (
    <Link
      to={OUTBOX_PATH['self-help']}
      className={attention > 0 ? 'outbox-badge outbox-badge--attention' : 'outbox-badge'}
    >
      <span className="outbox-badge__label" aria-hidden="true">
        <Trans>Waiting to send</Trans>
      </span>
      {/* Its name, whether or not the words above show: "1 waiting to send". */}
      <span className="visually-hidden">
        <Plural value={waiting} one="# waiting to send" other="# waiting to send" />
        {attention > 0 && (
          <>
            {', '}
            <Plural value={attention} one="# needs attention" other="# need attention" />
          </>
        )}
      </span>
      <span className="outbox-badge__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
