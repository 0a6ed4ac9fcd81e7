/** About Us: what ScamLock checks, where its answers come from and what they mean. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { site } from '../../../config/site'

export function AboutUs() {
  const { companyName, helpline } = site
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          ScamLock is a free public service, run by {companyName}, that helps you spot fakes and
          frauds before you pay, sign or share anything. You do not need an account.
        </Trans>
      </p>

      <h2>
        <Trans>What you can check</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <Link to="/">A product</Link>, by the code on its label or packaging.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to="/verify/document">A document</Link>, such as a certificate or a licence, by
            its reference or by uploading the file.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to="/verify/agent">An agent or company</Link>, by its name or registration number.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to="/verify/promotion">A promotion</Link> or prize draw, by its code or by
            scanning its QR code.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to="/verify/callerId">A phone number</Link> that called or messaged you.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          You can also find <Link to="/verification-sites">verification sites</Link> near you, and
          manufacturers can <Link to="/product-pre-registration">pre-register a product</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Where the answers come from</Trans>
      </h2>
      <p>
        <Trans>
          Every check compares what you enter with registers kept by the regulators, certifiers and
          issuers who work with us, and with reports made by members of the public. We do not guess:
          if something is not on a register, we say so.
        </Trans>
      </p>

      <h2>
        <Trans>What an answer means</Trans>
      </h2>
      <dl className="verdicts">
        <dt>
          <Trans>On the register, or verified</Trans>
        </dt>
        <dd>
          <Trans>
            A record matches what you entered. Check that its details match what you have: codes and
            numbers can be copied.
          </Trans>
        </dd>
        <dt>
          <Trans>Reported or flagged</Trans>
        </dt>
        <dd>
          <Trans>
            Someone has reported it, or it has been withdrawn, has ended or has expired. It is a
            warning to stop and check, not proof that it is a fraud.
          </Trans>
        </dd>
        <dt>
          <Trans>Not found</Trans>
        </dt>
        <dd>
          <Trans>
            We have no record of it. It may be mistyped, new or not registered with us. It is not
            proof either way, so do not pay until you are sure.
          </Trans>
        </dd>
      </dl>

      <h2>
        <Trans>Get help</Trans>
      </h2>
      <p>
        <Trans>
          If something does not feel right, call the toll-free helpline{' '}
          <a href={`tel:${helpline}`}>{helpline}</a>. Read how we handle what you enter in our{' '}
          <Link to="/terms-and-conditions" hash="privacy">
            privacy notice
          </Link>
          .
        </Trans>
      </p>
    </>
  )
}
