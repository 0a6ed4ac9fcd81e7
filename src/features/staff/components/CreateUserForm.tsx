/**
 * Create a staff account: email, role and organisation, checked with the shared schema. Only
 * the roles and organisations the signed-in administrator may create are offered (a
 * system-administrator: any role but super-administrator, in its own organisation, and the
 * regulator's in the facilities it licenses too); the gateway refuses anything else all the
 * same. A facility's agent needs its facility's name: the field is there for those who may
 * create one, and left blank for any other account. A gateway message about a field (an email
 * already in use) shows by that field.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { Select } from '../../../components/form/Select'
import { useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import {
  MEMBERSHIPS,
  ROLES,
  userCreateFormSchema,
  type StaffMe,
  type UserCreated,
} from '../../../shared/schemas/staff'
import { ORGANISATION_LABELS, ROLE_LABELS } from '../labels'
import { createUser } from '../users'
import { showGatewayErrors } from './form-parts'

const FIELDS = ['email', 'role', 'organisation', 'facilityName']
const schema = () => Promise.resolve(userCreateFormSchema)

export function CreateUserForm({
  me,
  onCreated,
}: {
  me: StaffMe
  onCreated: (created: UserCreated) => void
}) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const everywhere = me.organisation === 'all'
  const initial = { organisation: everywhere ? '' : me.organisation }
  const form = useLightForm(schema, FIELDS, 'new-user', initial)
  const [submitting, busy] = useSubmitting()
  const { messages, summary } = form
  const roles = ROLES.filter((role) => everywhere || role !== 'super-administrator')
  // The regulator licenses the facilities, and keeps their accounts (server/src/auth/permissions.ts).
  const facilities = everywhere || me.organisation === 'regulator'
  const organisations = MEMBERSHIPS.filter(
    (org) => everywhere || org === me.organisation || (facilities && org === 'facility'),
  )

  const onSubmit = form.handleSubmit((values) =>
    busy(async () => {
      try {
        onCreated(await createUser(values))
        form.reset(initial)
      } catch (error) {
        showGatewayErrors(error, FIELDS, form.setError)
      }
    }),
  )

  return (
    <section aria-labelledby="new-user-title">
      <h2 id="new-user-title">
        <Trans>Create an account</Trans>
      </h2>
      <ErrorSummary items={summary} />
      <form key={form.version} ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <Field
          id="new-user-email"
          label={t`Email address`}
          error={messages.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          registration={form.field('email')}
        />
        <Select
          id="new-user-role"
          label={t`Role`}
          error={messages.role}
          placeholder={t`Choose a role`}
          options={roles.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
          registration={form.field('role')}
        />
        <Select
          id="new-user-organisation"
          label={t`Organisation`}
          error={messages.organisation}
          placeholder={t`Choose an organisation`}
          options={organisations.map((org) => ({
            value: org,
            label: i18n._(ORGANISATION_LABELS[org]),
          }))}
          registration={form.field('organisation')}
        />
        {facilities && (
          <Field
            id="new-user-facilityName"
            label={t`Name of the facility`}
            hint={t`For a licensed facility’s agent only, e.g. Gaborone Sun Casino.`}
            error={messages.facilityName}
            autoComplete="off"
            registration={form.field('facilityName')}
          />
        )}
        <button type="submit" className="button" disabled={submitting}>
          <Trans>Create account</Trans>
        </button>
      </form>
    </section>
  )
}
