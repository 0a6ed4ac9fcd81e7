/** The first thing "Talk to us" offers: a call to the free helpline now, then the call-back form. */
import { Trans } from '@lingui/react/macro'
import { site } from '../../../config/site'

export function TalkLead() {
  const { helpline } = site
  return (
    <div className="card card--ok">
      <p>
        <Trans>
          The quickest way to talk to a responsible gambling officer is to call the free helpline.
        </Trans>
      </p>
      <p>
        <a className="button" href={`tel:${helpline}`}>
          <Trans>Call {helpline} now, free</Trans>
        </a>
      </p>
      <p>
        <Trans>Or ask us to call you back: answer the questions below.</Trans>
      </p>
    </div>
  )
}
