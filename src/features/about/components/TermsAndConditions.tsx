/**
 * Terms and Conditions, with the privacy notice at `#privacy` (the footer's Privacy Policy
 * link). Plain words; what it says about data matches what the app and gateway do: checks
 * are answered and not kept with who asked, the gateway logs no bodies or addresses, the
 * history of checks stays on the device.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { site } from '../../../config/site'

export function TermsAndConditions() {
  const { companyName, helpline } = site
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          These terms apply when you use ScamLock, run by {companyName}. By using it you accept
          them. They are written to be read: please do.
        </Trans>
      </p>

      <h2>
        <Trans>What the service does</Trans>
      </h2>
      <p>
        <Trans>
          ScamLock compares what you enter with registers kept by regulators, certifiers and
          issuers, and with reports from the public, and tells you what it found. It is free and
          needs no account.
        </Trans>
      </p>

      <h2>
        <Trans>What an answer means, and what it does not</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            “On the register” or “verified” means a record matches what you entered. It does not
            guarantee the item in your hands: codes, documents and phone numbers can be copied.
            Always check the details shown.
          </Trans>
        </li>
        <li>
          <Trans>
            “Reported”, “flagged” or “not found” is a warning, not proof of fraud. Do not pay or
            hand over documents until you are sure, and call the helpline {helpline} for advice.
          </Trans>
        </li>
        <li>
          <Trans>
            The registers are as complete as the organisations that keep them make them. We correct
            mistakes as soon as we learn of them, but we cannot promise every record is up to date.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Using the service fairly</Trans>
      </h2>
      <p>
        <Trans>
          Do not use ScamLock to collect records in bulk, to test codes you have made up, or to
          overload it. Checks are limited per connection each minute, and too many are refused for a
          while.
        </Trans>
      </p>

      <h2>
        <Trans>Responsibility</Trans>
      </h2>
      <p>
        <Trans>
          We take care to give accurate answers, but the decision to buy, pay or sign is yours. We
          are not responsible for losses that come from relying on an answer alone.
        </Trans>
      </p>

      <h2 id="privacy">
        <Trans>Privacy: what happens to what you enter</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            What you type into a check (a code, a reference, a name or a phone number) is sent over
            an encrypted connection to our server, compared with the registers, and answered. We do
            not keep it with anything that identifies you.
          </Trans>
        </li>
        <li>
          <Trans>
            A document you upload is used only to work out its digital fingerprint (SHA-256), which
            is compared with the register. The file itself is not stored.
          </Trans>
        </li>
        <li>
          <Trans>
            Our server logs which page of the service was used, when, and whether it worked. It does
            not log what you typed or your internet address. Your address is held in memory for one
            minute at most, to limit the number of checks per connection.
          </Trans>
        </li>
        <li>
          <Trans>
            Your last 10 checks are kept on your device only, so you can look back at them. Clear
            them at any time with “Clear history” under any check. We never see them.
          </Trans>
        </li>
        <li>
          <Trans>
            Your language choice is kept on your device. The app stores its pages on your device so
            it works offline. There are no advertising or tracking cookies.
          </Trans>
        </li>
        <li>
          <Trans>
            Forms you submit, such as a product pre-registration or a report, are kept by the
            organisation that handles them, for as long as it needs to deal with them.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Questions about these terms or your data? Call {helpline}, or see{' '}
          <Link to="/about-us">About Us</Link>.
        </Trans>
      </p>
    </>
  )
}
