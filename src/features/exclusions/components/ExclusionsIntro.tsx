/**
 * `/self-help/exclusions`: the four kinds of exclusion application in plain words, who each is
 * for and what it needs, each with its start link.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { site } from '../../../config/site'

export function ExclusionsIntro() {
  const { helpline } = site
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          An exclusion bars a person from casinos, betting shops and other gambling places for a
          period. Staff at those places must refuse them entry. It is one of the strongest ways to
          stop gambling, and it is free.
        </Trans>
      </p>
      <p>
        <Trans>
          You can fill in an application offline: it is sent when you are online, and you get a
          reference number at once. Have a photo of your ID or passport ready.
        </Trans>
      </p>
      <ul className="service-list">
        <li>
          <h2>
            <Link to="/self-help/exclusions/self">
              <Trans>Exclude yourself</Trans>
            </Link>
          </h2>
          <p>
            <Trans>
              For anyone who wants help to stop gambling. You need a copy of your ID or passport and
              a recent photo of your face.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/exclusions/third-party">
              <Trans>Exclude someone close to you</Trans>
            </Link>
          </h2>
          <p>
            <Trans>
              For a family member or someone who cares for a person whose gambling harms them or
              others. You need copies of both your IDs and a photo of the person.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/exclusions/appeal">
              <Trans>Appeal an exclusion decision</Trans>
            </Link>
          </h2>
          <p>
            <Trans>
              If you disagree with a decision about an exclusion. You need the exclusion reference
              number and a copy of your ID.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Link to="/self-help/exclusions/cancel">
              <Trans>Cancel an exclusion</Trans>
            </Link>
          </h2>
          <p>
            <Trans>
              To end an exclusion. You need the exclusion reference number, a copy of your ID and a
              report from a counsellor.
            </Trans>
          </p>
        </li>
      </ul>
      <p>
        <Trans>
          Already applied? <Link to="/self-help/status">Check an application</Link>. Questions? Call
          the free helpline <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      </p>
    </>
  )
}
