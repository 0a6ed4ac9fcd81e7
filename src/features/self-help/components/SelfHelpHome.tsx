/**
 * The Self Help Portal home (docs/design.md sections 1 and 3): the helpline first, as a tap-to-call
 * link, then every service as an entry point. Services the app does not have yet say so
 * plainly ("Not available yet"), with the helpline, instead of leading to an empty page. It also says what Quick
 * exit does and what it cannot do, so nobody relies on it for more than it gives.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'
import { PageTitle } from '../../../components/PageTitle'
import { SERVICE_GROUPS } from '../services'

export function SelfHelpHome() {
  const { i18n } = useLingui()
  const { helpline } = site
  return (
    <>
      <PageTitle />
      <p className="portal-lead">
        <Trans>
          Help for anyone worried about their own gambling or about someone else’s, from the
          national gambling regulator.
        </Trans>
      </p>

      <section className="helpline" aria-labelledby="helpline-title">
        <h2 id="helpline-title">
          <Trans>Talk to someone now</Trans>
        </h2>
        <p>
          <a className="button helpline__call" href={`tel:${helpline}`}>
            <Trans>Call the free helpline {helpline}</Trans>
          </a>
        </p>
        <p>
          <Trans>The helpline is toll-free.</Trans>
        </p>
      </section>

      {SERVICE_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`services-${group.id}`}>
          <h2 id={`services-${group.id}`}>{i18n._(group.heading)}</h2>
          <ul className="service-list">
            {group.services.map((service) => (
              <li
                key={service.to}
                className={service.available ? 'service' : 'service service--soon'}
              >
                <h3 className="service__title">
                  {service.available ? (
                    <Link to={service.to}>{i18n._(service.title)}</Link>
                  ) : (
                    i18n._(service.title)
                  )}
                </h3>
                <p>{i18n._(service.description)}</p>
                {!service.available && (
                  <p className="service__soon">
                    <strong className="portal-tag">
                      <Trans>Not available yet</Trans>
                    </strong>{' '}
                    <Trans>
                      For now, call <a href={`tel:${helpline}`}>{helpline}</a>.
                    </Trans>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="quick-exit-title">
        <h2 id="quick-exit-title">
          <Trans>Leaving this site quickly</Trans>
        </h2>
        <p>
          <Trans>
            If you need to leave this site quickly, select Quick exit, or press the Shift key three
            times. Google opens in place of the page you are on, so going back does not return to
            it.
          </Trans>
        </p>
        <p>
          <Trans>
            Quick exit removes from this device your PGSI quiz answers and the forms you started in
            this portal and did not send. What you already sent is kept until it is delivered, but
            these pages no longer show it: to see it, open the <Link to="/outbox">outbox</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            Quick exit does not delete your browsing history: other pages of this site you opened
            stay in it. To keep your visit private, use a private window, or delete your browsing
            history afterwards.
          </Trans>
        </p>
      </section>
    </>
  )
}
