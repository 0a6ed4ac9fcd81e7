/**
 * `/insurance/quote`: choose a package, give the member's date of birth and the people the
 * add-ons cover; the monthly total and its lines follow every keystroke. Priced on the device
 * from the catalogue last fetched (quote-form.ts), so it works offline. A message shows beside
 * a field once that field is complete or left, never while it is still being typed.
 *
 * The pricing, with its checks and their messages, loads at the first focus in the form: the
 * page paints without it (docs/design.md section 7), and it is there before a date is typed.
 */
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { FieldFrame } from '../../../components/form/FieldFrame'
import { PageTitle } from '../../../components/PageTitle'
import { loadValidationOnFocus, useValidation } from '../../../i18n/use-validation'
import { useLoadOnUse } from '../../../components/form/use-load-on-use'
import { addOnGroups, findPackage } from '../catalogue'
import { useLocalText } from '../local-text'
import { EMPTY_DATE, fieldIds, isComplete, type QuoteForm } from '../quote-fields'
import type * as QuotePricing from '../quote-form'
import { useMoney } from '../use-money'
import { useSchemes } from '../use-schemes'
import { CoverTerms } from './CoverTerms'
import { DateOfBirthFields } from './DateOfBirthFields'
import { DeductionChoice } from './DeductionChoice'
import { QuoteSummary } from './QuoteSummary'
import { CatalogueArea } from './SchemesNotice'
import './insurance.css'

// A person's fields load when the first person is added: most quotes are for the member alone.
const PersonFields = lazy(() =>
  import('./PersonFields').then((module) => ({ default: module.PersonFields })),
)

export function QuotePage({ initialPackage }: { initialPackage?: string }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const money = useMoney()
  const local = useLocalText()
  const state = useSchemes()
  const [form, setForm] = useState<QuoteForm>(() => ({
    packageId: initialPackage ?? '',
    member: EMPTY_DATE,
    deduction: '',
    people: [],
  }))
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const nextKey = useRef(1)
  // The person just added, whose first field takes focus once it is on the page.
  const [added, setAdded] = useState<number>()
  const addButton = useRef<HTMLButtonElement>(null)
  // The words of the messages load with the first use of the form (use-validation.ts).
  const validation = useValidation()

  const { load } = useLoadOnUse(useCallback(() => import('../quote-form'), []))
  const [pricing, setPricing] = useState<typeof QuotePricing>()
  const [unreachable, setUnreachable] = useState(false)
  /** The pricing, fetched once (or again at the next change, if offline before it was kept). */
  const price = useCallback(() => {
    load().then(
      (module) => {
        setPricing(module)
        setUnreachable(false)
      },
      () => setUnreachable(true),
    )
  }, [load])
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      loadValidationOnFocus(form)
      form?.addEventListener('focusin', price, { once: true })
    },
    [price],
  )

  const schemes = useMemo(() => state.schemes ?? [], [state.schemes])
  const view = useMemo((): QuotePricing.QuoteView => {
    if (pricing) {
      return pricing.computeQuote(form, schemes, undefined, (row) => local(row, 'name').text)
    }
    const found = findPackage(schemes, form.packageId)
    const notOffered = new Map<number, string>()
    return { pkg: found?.pkg, scheme: found?.scheme, notOffered, errors: {}, quote: undefined }
  }, [pricing, form, schemes, local])
  const groups = view.pkg ? addOnGroups(view.pkg) : []
  /** The name of a person's add-on the package does not offer, in the reader's language. */
  const dropped = (key: number) => {
    const name = view.notOffered.get(key)
    const row = schemes
      .flatMap((scheme) => scheme.packages.flatMap((pkg) => pkg.addOns))
      .find((item) => item.name === name)
    if (!name || !view.pkg || !view.scheme) return undefined
    const addOn = row ? local(row, 'name').text : name
    const schemeTitle = local(view.scheme, 'title').text
    const title = local(view.pkg, 'title').text
    return t`${schemeTitle}: ${title} does not offer “${addOn}”. Choose what covers this person in this package.`
  }
  const blur = (id: string) => setLeft((set) => (set.has(id) ? set : new Set(set).add(id)))
  const shown = (id: string, ready: boolean) => {
    const message = view.errors[id]
    if (!message || !(ready || left.has(id))) return undefined
    return validation ? validation.validationMessage(i18n, message) : message
  }
  const update = (change: Partial<QuoteForm>) => {
    setForm((f) => ({ ...f, ...change }))
    if (!pricing) price()
  }

  const addPerson = () => {
    const key = nextKey.current++
    update({ people: [...form.people, { key, addOn: '', birth: EMPTY_DATE }] })
    setAdded(key)
  }

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Choose a package and add the people you want to cover. The total updates as you type.
        </Trans>
      </p>
      <CatalogueArea state={state}>
        {state.schemes && (
          <form
            ref={formRef}
            className="form quote"
            noValidate
            onSubmit={(event) => event.preventDefault()}
          >
            <FieldFrame id={fieldIds.package} label={t`Package`}>
              {(aria) => (
                <select
                  id={fieldIds.package}
                  className="field__input"
                  value={form.packageId}
                  {...aria}
                  onChange={(event) => update({ packageId: event.target.value })}
                >
                  <option value="">{t`Choose a package`}</option>
                  {schemes.map((scheme) => (
                    <optgroup key={scheme.id} label={local(scheme, 'title').text}>
                      {scheme.packages.map((pkg) => {
                        const title = local(pkg, 'title').text
                        const premium = money(pkg.premium)
                        const payout = money(pkg.payout)
                        return (
                          <option key={pkg.id} value={pkg.id}>
                            {t`${title}: ${premium} a month, pays ${payout}`}
                          </option>
                        )
                      })}
                    </optgroup>
                  ))}
                </select>
              )}
            </FieldFrame>
            <DateOfBirthFields
              id={fieldIds.member}
              legend={t`Your date of birth (the member)`}
              value={form.member}
              own
              error={shown(fieldIds.member, isComplete(form.member))}
              onChange={(member) => update({ member })}
              onBlur={() => blur(fieldIds.member)}
            />
            <DeductionChoice
              value={form.deduction}
              error={shown(fieldIds.deduction, true)}
              onChange={(deduction) => update({ deduction })}
            />
            <h2>
              <Trans>People covered by add-ons</Trans>
            </h2>
            {form.people.length === 0 && (
              <p>
                <Trans>
                  Only you are covered. Add your spouse, children, parents or other family.
                </Trans>
              </p>
            )}
            <Suspense fallback={null}>
              {form.people.map((person, index) => (
                <PersonFields
                  key={person.key}
                  person={person}
                  number={index + 1}
                  focusOnMount={person.key === added}
                  groups={groups}
                  errors={{
                    // Said at once: the person chose, and the package changed under them.
                    addOn: dropped(person.key) ?? shown(fieldIds.addOn(person.key), false),
                    birth: shown(fieldIds.birth(person.key), isComplete(person.birth)),
                  }}
                  onBlur={blur}
                  onChange={(changed) =>
                    update({ people: form.people.map((p) => (p.key === person.key ? changed : p)) })
                  }
                  onRemove={() => {
                    update({ people: form.people.filter((p) => p.key !== person.key) })
                    addButton.current?.focus()
                  }}
                />
              ))}
            </Suspense>
            <button
              id="quote-add-person"
              ref={addButton}
              type="button"
              className="button button--secondary"
              onClick={addPerson}
            >
              <Trans>Add a person</Trans>
            </button>
          </form>
        )}
      </CatalogueArea>
      {unreachable && (
        <p className="notice" role="alert">
          <Trans>
            The total cannot be worked out yet: this device is offline and the quote has not been
            kept for offline use. Your answers stay here. Try again when you are connected.
          </Trans>
        </p>
      )}
      <QuoteSummary quote={view.quote} scheme={view.scheme} />
      <CoverTerms />
    </>
  )
}
