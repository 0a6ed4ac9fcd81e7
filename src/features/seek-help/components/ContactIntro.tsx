/** `/self-help/contact`: Seek Help / Contact Us, the ways to reach the regulator. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { site } from '../../../config/site'

export function ContactIntro() {
  const { helpline } = site
  return (
    <>
      <PageTitle />
      <p className="card card--ok">
        <Trans>
          To talk to someone now, call the free helpline <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      </p>
      <ul className="service-list">
        <li>
          <h2>
            <Link to="/self-help/contact/counselling">
              <Trans>Ask for counselling</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Free, confidential counselling about your gambling or someone else’s.</Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/contact/talk">
              <Trans>Talk to a responsible gambling officer</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Call the helpline or ask an officer to call you back.</Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/contact/complaint">
              <Trans>Make a complaint</Trans>
            </Link>
          </h2>
          <p>
            <Trans>About a casino, betting shop or other gambling operator.</Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/contact/report">
              <Trans>Report illegal gambling</Trans>
            </Link>
          </h2>
          <p>
            <Trans>
              Illegal machines, underage gambling, gambling while excluded. You can stay anonymous.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/pgsi">
              <Trans>Check your gambling with the PGSI</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Nine questions about the past year. Your answers stay on this device.</Trans>
          </p>
        </li>
      </ul>
    </>
  )
}
