/** The audit log's filters, checked with the shared schema: blank fields filter nothing. */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import type * as v from 'valibot'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { Select } from '../../../components/form/Select'
import { useLightForm } from '../../../components/form/use-light-form'
import { AUDIT_ACTIONS, auditFilterFormSchema } from '../../../shared/schemas/staff'
import { AUDIT_ACTION_LABELS } from '../labels'
import { DaysAndApply } from './DaysAndApply'

export type Filters = v.InferOutput<typeof auditFilterFormSchema>

const FIELDS = ['actor', 'action', 'from', 'to']
const schema = () => Promise.resolve(auditFilterFormSchema)

export function AuditFilters({ onFilter }: { onFilter: (filters: Filters) => void }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const form = useLightForm(schema, FIELDS, 'audit')
  const { messages, summary } = form

  return (
    <section aria-labelledby="audit-filter-title">
      <h2 id="audit-filter-title">
        <Trans>Filter</Trans>
      </h2>
      <ErrorSummary items={summary} />
      <form
        ref={form.ref}
        className="form staff-filters"
        noValidate
        onSubmit={form.handleSubmit((values) => onFilter(values))}
      >
        <Field
          id="audit-actor"
          label={t`Who (email address or part of it)`}
          error={messages.actor}
          autoComplete="off"
          spellCheck={false}
          registration={form.field('actor')}
        />
        <Select
          id="audit-action"
          label={t`Action`}
          error={messages.action}
          placeholder={t`Any action`}
          options={AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: i18n._(AUDIT_ACTION_LABELS[action]),
          }))}
          registration={form.field('action')}
        />
        <DaysAndApply
          idPrefix="audit"
          from={{ label: t`From (day)`, error: messages.from, registration: form.field('from') }}
          to={{ label: t`To (day)`, error: messages.to, registration: form.field('to') }}
        />
      </form>
    </section>
  )
}
