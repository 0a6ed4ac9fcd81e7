/**
 * `/staff/password`: choose a new password, required after a one-time password. The gateway
 * then signs out every other session of the account and renews this one.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { passwordChangeSchema } from '../../../shared/schemas/staff'
import { changePassword, useSession } from '../session'
import { signInFailure } from '../sign-in-failure'
import { ShowPasswords, showGatewayErrors } from './form-parts'

const FIELDS = ['currentPassword', 'newPassword']
const schema = () => Promise.resolve(passwordChangeSchema)

/** The page's title, given here rather than in the route (src/routes/staff/password.tsx). */
const TITLE = msg`Change your password`

export function PasswordPage() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const session = useSession()
  const [shown, setShown] = useState(false)
  const form = useLightForm(schema, FIELDS, 'password')
  const [submitting, busy] = useSubmitting()
  const { messages, summary } = form
  const forced = session.status === 'signed-in' && session.me.mustChangePassword
  // A refusal of no one field (a throttled attempt with its real wait, no network), in words.
  const [refused, setRefused] = useState<string[]>([])

  const onSubmit = form.handleSubmit((values) =>
    busy(async () => {
      setRefused([])
      try {
        await changePassword(values)
        await navigate({ to: '/staff' })
      } catch (error) {
        if (!showGatewayErrors(error, FIELDS, form.setError)) setRefused(signInFailure(i18n, error))
      }
    }),
  )

  return (
    <>
      <PageTitle title={TITLE} />
      {forced ? (
        <p className="notice">
          <Trans>
            You signed in with a one-time password. Choose your own password to continue.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Changing your password signs you out on every other device.</Trans>
        </p>
      )}
      <ErrorSummary
        items={[...summary, ...refused.map((text) => ({ text }))]}
        attempt={form.submitCount}
      />
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <Field
          id="password-currentPassword"
          label={forced ? t`One-time password` : t`Current password`}
          error={messages.currentPassword}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          registration={form.field('currentPassword')}
        />
        <Field
          id="password-newPassword"
          label={t`New password`}
          hint={t`8 to 50 characters. A few unrelated words make a strong one.`}
          error={messages.newPassword}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          registration={form.field('newPassword')}
        />
        <ShowPasswords shown={shown} onToggle={() => setShown(!shown)}>
          <Trans>Show passwords</Trans>
        </ShowPasswords>
        <button type="submit" className="button" disabled={submitting}>
          <Trans>Change password</Trans>
        </button>
      </form>
    </>
  )
}
