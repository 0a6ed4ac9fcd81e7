/**
 * `/insurance/sign-in`: a member signs in with a code sent by email (docs/design.md, the member
 * portal; docs/api.md, members/auth/*). Two steps on one page, as GOV.UK's sign-in by email
 * code: the email, then "We sent a code to …, it expires in 10 minutes" with the code field and
 * "Send a new code". Checked with the shared schemas, refusals in the error summary, in the
 * person's language. The email is written in the language of the page (Content-Language).
 *
 * With `reference` (from the confirmation page of a join made signed out), the code also
 * confirms that the join's email is the member's: the gateway links the join to the account,
 * and the membership page shows it. Then, or after a plain sign-in, the membership page.
 */
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { call } from '../../../gateway/client'
import {
  MEMBER_CODE_MINUTES,
  memberCodeSchema,
  memberStartSchema,
  type MemberSignedIn,
} from '../../../shared/schemas/member-auth'
import { failureMessages } from '../../../gateway/errors'
import { isFieldMessage } from '../../../gateway/status'
import { validationMessage } from '../../../i18n/validation'
import { memberSignedIn, useMemberSession } from '../member-session'

/** The gateway's refusal in the person's language (its messages are the shared table's). */
const signInFailure = (i18n: I18n, error: unknown) =>
  failureMessages(error).map((message) =>
    typeof message === 'string'
      ? validationMessage(i18n, message)
      : isFieldMessage(message)
        ? validationMessage(i18n, message.message)
        : i18n._(message),
  )

const codeSchema = () => Promise.resolve(memberCodeSchema)
const startSchema = () => Promise.resolve(memberStartSchema)

export function MemberSignInPage({ reference }: { reference?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const signedInAs = useMemberSession()
  const [email, setEmail] = useState<string>()
  const [refused, setRefused] = useState<string[]>([])
  const [resent, setResent] = useState(false)
  const [notLinked, setNotLinked] = useState(false)
  const [submitting, busy] = useSubmitting()
  const emailForm = useLightForm(startSchema, ['email'], 'member-email')
  const codeForm = useLightForm(codeSchema, ['code'], 'member-code')
  const sentHeading = useRef<HTMLHeadingElement>(null)

  // The code step's heading takes the focus, so a screen reader hears where the code went.
  useEffect(() => {
    if (email) sentHeading.current?.focus()
  }, [email])

  const send = (to: string) =>
    call('members/auth/start', { email: to }, { inline: true, language: i18n.locale })

  const onEmail = emailForm.handleSubmit((values) =>
    busy(async () => {
      setRefused([])
      try {
        await send(values.email)
        setEmail(values.email)
      } catch (error) {
        setRefused(signInFailure(i18n, error))
      }
    }),
  )

  const onCode = codeForm.handleSubmit(({ code }) =>
    busy(async () => {
      setRefused([])
      setResent(false)
      try {
        const answer = await call<MemberSignedIn>(
          'members/auth/verify',
          { email, code, ...(reference ? { reference } : {}) },
          { inline: true },
        )
        memberSignedIn(answer.email)
        if (reference && !answer.linked) setNotLinked(true)
        else await navigate({ to: '/insurance/membership' })
      } catch (error) {
        setRefused(signInFailure(i18n, error))
      }
    }),
  )

  const again = () =>
    busy(async () => {
      setRefused([])
      try {
        await send(email!)
        setResent(true)
      } catch (error) {
        setRefused(signInFailure(i18n, error))
      }
    })

  if (notLinked) {
    return (
      <>
        <PageTitle />
        <p role="status">
          <Trans>
            You are signed in, but application {reference} was made with another email address, so
            it is not on your page. <Link to="/insurance/membership">Go to my membership</Link>
          </Trans>
        </p>
      </>
    )
  }

  return (
    <>
      <PageTitle />
      {signedInAs && !email && (
        <p className="notice">
          <Trans>
            You are signed in as {signedInAs}.{' '}
            <Link to="/insurance/membership">Go to my membership</Link>
          </Trans>
        </p>
      )}
      {reference && (
        <p>
          <Trans>
            Confirm your email to see application {reference} on your page: use the email address
            you gave in the application.
          </Trans>
        </p>
      )}
      <ErrorSummary
        items={[
          ...(email ? codeForm.summary : emailForm.summary),
          ...refused.map((text) => ({ text })),
        ]}
        attempt={email ? codeForm.submitCount : emailForm.submitCount}
      />
      {!email ? (
        <>
          <p>
            <Trans>
              Enter the email address you joined with. We will send you a code to sign in: no
              password is needed.
            </Trans>
          </p>
          <form ref={emailForm.ref} className="form" noValidate onSubmit={onEmail}>
            <Field
              id="member-email"
              label={t`Email address`}
              error={emailForm.messages.email}
              type="email"
              autoComplete="email"
              spellCheck={false}
              registration={emailForm.field('email')}
            />
            <button type="submit" className="button" disabled={submitting}>
              <Trans>Send me a code</Trans>
            </button>
          </form>
        </>
      ) : (
        <>
          <h2 ref={sentHeading} tabIndex={-1}>
            <Trans>Check your email</Trans>
          </h2>
          <p>
            <Trans>
              We sent a code to {email}. It expires in {MEMBER_CODE_MINUTES} minutes.
            </Trans>
          </p>
          {resent && (
            <p role="status">
              <Trans>We sent a new code. Use the newest one.</Trans>
            </p>
          )}
          <form ref={codeForm.ref} className="form" noValidate onSubmit={onCode}>
            <Field
              id="member-code"
              label={t`Code`}
              hint={t`The 6 digits in the email`}
              error={codeForm.messages.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              registration={codeForm.field('code')}
            />
            <button type="submit" className="button" disabled={submitting}>
              <Trans>Sign in</Trans>
            </button>
          </form>
          <p>
            <Trans>Not received it? Look in your spam folder, or ask for a new code.</Trans>
          </p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={again}
              disabled={submitting}
            >
              <Trans>Send a new code</Trans>
            </button>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setRefused([])
                setEmail(undefined)
              }}
            >
              <Trans>Use another email address</Trans>
            </button>
          </p>
        </>
      )}
    </>
  )
}
