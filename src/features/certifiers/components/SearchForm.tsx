/**
 * Search the verification sites: one labelled field, Search, and Clear search while a search
 * is on screen. Validated on submit with the schema the gateway uses (certifierSearchSchema's
 * query), errors the GOV.UK way. Clearing goes back to the plain list and puts focus in the
 * field, because the button that had focus goes away.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import * as v from 'valibot'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { setFieldValue } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { certifierSearchSchema } from '../../../shared/schemas/verify'

const FIELD_ID = 'sites-query'
const FIELDS = ['query']
const searchFormSchema = v.object({ query: certifierSearchSchema.entries.query })
const schema = () => Promise.resolve(searchFormSchema)

interface Props {
  /** The search on screen; '' for the plain list. */
  query: string
  onSearch: (query: string) => void
  onClear: () => void
}

export function SearchForm({ query, onSearch, onClear }: Props) {
  const { t } = useLingui()
  const form = useLightForm(schema, FIELDS, 'sites', { query })
  const { messages, summary, ref } = form

  // Keep the field in step with the search on screen (a cleared search empties it), in place:
  // focus stays where it is.
  useEffect(() => setFieldValue(ref, 'query', query), [query, ref])

  const clear = () => {
    setFieldValue(ref, 'query', '')
    form.clearErrors()
    onClear()
    document.getElementById(FIELD_ID)?.focus()
  }

  return (
    <form
      ref={form.ref}
      role="search"
      aria-label={t`Verification sites`}
      className="site-search"
      noValidate
      onSubmit={form.handleSubmit((values) => onSearch(values.query))}
    >
      <ErrorSummary items={summary} attempt={form.submitCount} />
      <Field
        id={FIELD_ID}
        type="search"
        label={<Trans>Search verification sites</Trans>}
        hint={<Trans>A name, town or district, for example Chobe</Trans>}
        error={messages.query}
        autoComplete="off"
        enterKeyHint="search"
        registration={form.field('query')}
      />
      <div className="site-search__actions">
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
        {query !== '' && (
          <button type="button" className="button button--secondary" onClick={clear}>
            <Trans>Clear search</Trans>
          </button>
        )}
      </div>
    </form>
  )
}
