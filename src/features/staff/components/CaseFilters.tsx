/**
 * A queue's other filters: the kind (when the area holds more than one) and the days a case
 * was submitted (Botswana time), checked with the shared schema; a blank field filters
 * nothing. Folded away unless one is in use, so that on a phone the cases come first.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Select } from '../../../components/form/Select'
import { useLightForm } from '../../../components/form/use-light-form'
import type { Area } from '../../../shared/schemas/staff'
import { CASE_KINDS, caseFilterFormSchema } from '../../../shared/schemas/staff-cases'
import { KIND_LABELS, labelOr } from '../case-labels'
import type { QueueSearch } from '../queue-search'
import { DaysAndApply } from './DaysAndApply'

const FIELDS = ['kind', 'from', 'to']
const schema = () => Promise.resolve(caseFilterFormSchema)

interface Props {
  area: Area
  search: QueueSearch
  onFilter: (filters: QueueSearch) => void
}

export function CaseFilters({ area, search, onFilter }: Props) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const form = useLightForm(schema, FIELDS, 'cases', {
    kind: search.kind ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  })
  const { messages, summary } = form
  const kinds = CASE_KINDS[area]

  return (
    <details className="staff-filters" open={Boolean(search.kind || search.from || search.to)}>
      <summary>
        <Trans>Filter by kind or day</Trans>
      </summary>
      <ErrorSummary items={summary} />
      <form
        ref={form.ref}
        className="form"
        noValidate
        onSubmit={form.handleSubmit((filters) =>
          onFilter({ ...filters, status: search.status, exclusion: search.exclusion }),
        )}
      >
        {kinds.length > 1 && (
          <Select
            id="cases-kind"
            label={t`Kind`}
            error={messages.kind}
            placeholder={t`Any kind`}
            options={kinds.map((kind) => {
              const label = labelOr(KIND_LABELS, kind)
              return { value: kind, label: label ? i18n._(label) : kind }
            })}
            registration={form.field('kind')}
          />
        )}
        <DaysAndApply
          idPrefix="cases"
          from={{
            label: t`Submitted from (day)`,
            error: messages.from,
            registration: form.field('from'),
          }}
          to={{
            label: t`Submitted to (day)`,
            error: messages.to,
            registration: form.field('to'),
          }}
        />
      </form>
    </details>
  )
}
