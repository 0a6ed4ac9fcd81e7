/**
 * `/login`: staff sign-in (docs/design.md section 3). Checked on submit with the shared schema,
 * so the messages are the shared ones (Invalid Email, Invalid Password, the length
 * rules); a wrong email or password comes back from the gateway as one message, "Invalid
 * Email or Password", and a throttled sign-in as the real wait ("Try again in 12 seconds").
 * Every one shows in the error summary above the form, which takes the focus, never in the
 * message dialog. After a sign-in the page goes where the person was sent from (only ever a
 * staff page), or to the password change a one-time password needs.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { setFieldValue, useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { loginSchema } from '../../../shared/schemas/staff'
import { signIn, useSession } from '../session'
import { signInFailure } from '../sign-in-failure'
import '../staff.css'
import { ShowPasswords } from './form-parts'

const FIELDS = ['email', 'password']
const schema = () => Promise.resolve(loginSchema)

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const session = useSession()
  const [shown, setShown] = useState(false)
  const signedInAs = session.status === 'signed-in' ? session.me.email : undefined
  const form = useLightForm(schema, FIELDS, 'login')
  const [submitting, busy] = useSubmitting()
  const { messages, summary } = form
  // The gateway's refusal, in words, for the summary (not tied to one field).
  const [refused, setRefused] = useState<string[]>([])

  const onSubmit = form.handleSubmit((values) =>
    busy(async () => {
      setRefused([])
      try {
        const me = await signIn(values)
        await navigate({ to: me.mustChangePassword ? '/staff/password' : (redirect ?? '/staff') })
      } catch (error) {
        // What was typed stays, the password is cleared.
        setFieldValue(form.ref, 'password', '')
        setRefused(signInFailure(i18n, error))
      }
    }),
  )

  return (
    <>
      <PageTitle />
      {signedInAs && (
        <p className="notice">
          <Trans>
            You are signed in as {signedInAs}. <Link to="/staff">Go to the staff area</Link>
          </Trans>
        </p>
      )}
      <p>
        <Trans>For staff of the regulator, the verification operator and the union.</Trans>
      </p>
      <ErrorSummary
        items={[...summary, ...refused.map((text) => ({ text }))]}
        attempt={form.submitCount}
      />
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <Field
          id="login-email"
          label={t`Email address`}
          error={messages.email}
          type="email"
          autoComplete="username"
          spellCheck={false}
          registration={form.field('email')}
        />
        <Field
          id="login-password"
          label={t`Password`}
          error={messages.password}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          registration={form.field('password')}
        />
        <ShowPasswords shown={shown} onToggle={() => setShown(!shown)}>
          <Trans>Show password</Trans>
        </ShowPasswords>
        <button type="submit" className="button" disabled={submitting}>
          <Trans>Sign in</Trans>
        </button>
      </form>
    </>
  )
}
