/** The audit log's filters, checked with the shared schema: blank fields filter nothing. */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import type * as v from 'valibot'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { Select } from '../../../components/form/Select'
import { useFieldMessages, useSchemaForm } from '../../../components/form/use-form'
import { AUDIT_ACTIONS, auditFilterFormSchema } from '../../../shared/schemas/staff'
import { AUDIT_ACTION_LABELS } from '../labels'

export type Filters = v.InferOutput<typeof auditFilterFormSchema>

const FIELDS = ['actor', 'action', 'from', 'to'] as const

export function AuditFilters({ onFilter }: { onFilter: (filters: Filters) => void }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const form = useSchemaForm(auditFilterFormSchema, { actor: '', action: '', from: '', to: '' })
  const { messages, summary } = useFieldMessages(form.formState.errors, FIELDS, 'audit')

  return (
    <section aria-labelledby="audit-filter-title">
      <h2 id="audit-filter-title">
        <Trans>Filter</Trans>
      </h2>
      <ErrorSummary items={summary} />
      <form
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
          registration={form.register('actor')}
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
          registration={form.register('action')}
        />
        <Field
          id="audit-from"
          label={t`From (day)`}
          error={messages.from}
          type="date"
          registration={form.register('from')}
        />
        <Field
          id="audit-to"
          label={t`To (day)`}
          error={messages.to}
          type="date"
          registration={form.register('to')}
        />
        <button type="submit" className="button">
          <Trans>Apply filters</Trans>
        </button>
      </form>
    </section>
  )
}
