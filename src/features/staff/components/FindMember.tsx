/**
 * Find a member of the union by the number staff are given (a membership number, a BTU payroll
 * number or a join's MB- reference, docs/api.md `staff/members/show`): opens the member's page,
 * which says so when no member has it. On the union's queues of joins and claims, and on a
 * member's page to open another.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'

const findSchema = () =>
  import('../../../shared/schemas/staff-members').then((module) => module.memberShowSchema)

export function FindMember() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useLightForm(findSchema, ['number'], 'find-member')
  const onSubmit = form.handleSubmit(({ number }) =>
    navigate({ to: '/staff/members/$number', params: { number } }),
  )
  return (
    <section aria-labelledby="find-member-title">
      <h2 id="find-member-title">
        <Trans>Find a member</Trans>
      </h2>
      <ErrorSummary items={form.summary} attempt={form.submitCount} />
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <Field
          id="find-member-number"
          label={t`Membership number, payroll number or join reference (MB-…)`}
          error={form.messages.number}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          registration={form.field('number')}
        />
        <button type="submit" className="button">
          <Trans>Open the member’s page</Trans>
        </button>
      </form>
    </section>
  )
}
