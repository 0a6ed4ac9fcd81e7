/**
 * The edit form of one scheme: its texts in English (required) and in French and Setswana
 * (each optional, in a section that folds: left empty, the pages show the English, marked as
 * English), its picture, checked with the shared schema of `staff/schemes/save` on submit (the
 * gateway checks the same, and cleans the descriptions). A gateway message about a field shows
 * by that field, its language's section opened.
 *
 * Two editors at once (docs/decisions.md, "Staff"): the form carries the `version` it was
 * loaded with, and a save over a newer one is a 409. Nothing typed is lost then: the saved
 * version is fetched and shown beside the form, read-only (SchemeSaved.tsx), and the person
 * either carries their changes onto it (the fields they changed keep their text, the others
 * take the saved one, and the form takes its version number) or copies parts of it into their
 * text. Saving then succeeds, unless yet another save came meanwhile, which is shown the same
 * way.
 */
import { useLingui as useLinguiCore } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ErrorSummary, type SummaryItem } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { FieldError } from '../../../components/form/FieldError'
import type { FieldRegistration } from '../../../components/form/FieldFrame'
import { setFieldValue, useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { isGatewayError, onFailure } from '../../../gateway/errors'
import { TRANSLATED_FIELDS, type TranslatedField } from '../../../shared/insurance/scheme-edit'
import { TEXT_LANG } from '../../../shared/locales'
import { schemeText } from '../scheme-messages'
import {
  TEXT_LANGUAGES,
  TEXT_NAMES,
  textName,
  textOf,
  textValues,
  type TextLanguage,
  type TextLanguageWords,
  type TextName,
} from '../scheme-texts'
import { listStaffSchemes, saveScheme, schemeSaveSchema, type StaffScheme } from '../schemes'
import { showGatewayErrors } from './form-parts'
import { SchemeImageField } from './SchemeImageField'
import { SchemeSaved } from './SchemeSaved'

// TipTap and ProseMirror load with this form only, never with any other page.
const RichTextEditor = lazy(() => import('./RichTextEditor'))

const IMAGE_ID = 'scheme-image'
// The descriptions are written in their editors and kept in unseen inputs, like id and version.
const FIELDS = ['id', 'version', ...TEXT_NAMES]

/**
 * A value the form carries but does not show. A text input, hidden, not `type="hidden"`: React
 * writes an uncontrolled input's starting value again on every render, and a hidden input's
 * value is that very attribute, so what the form put there (a newer version, an edited
 * description) would go back to the first value at the next render.
 */
const Kept = (props: FieldRegistration<HTMLInputElement>) => (
  <input hidden tabIndex={-1} readOnly {...props} />
)
const schema = () => Promise.resolve(schemeSaveSchema)

interface Props {
  scheme: StaffScheme
  onSaved: (saved: StaffScheme) => void
  /** 404: the scheme is gone. */
  onMissing: () => void
}

export function SchemeForm({ scheme, onSaved, onMissing }: Props) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const [initial] = useState(() => ({
    id: scheme.id,
    version: String(scheme.version),
    ...textValues(scheme),
  }))
  const form = useLightForm(schema, FIELDS, 'scheme', initial)
  const [submitting, busy] = useSubmitting()
  // The fields as they stand (before the form is on screen, as they start).
  const current = (): Record<string, unknown> => (form.ref.current ? form.values() : initial)
  const [image, setImage] = useState<File>()
  const [imageError, setImageError] = useState<string>()
  // The version the person's text is based on: the one loaded, or the saved one they carried
  // their changes onto after a conflict.
  const [base, setBase] = useState(scheme)
  // After a 409: the version someone else saved (shown beside the form until this person's
  // next save) and what their text was based on then (to tell what both changed).
  const [conflict, setConflict] = useState<{ saved: StaffScheme; from: StaffScheme }>()
  const saved = conflict?.saved
  const built = saved !== undefined && base === saved
  // Remounts the description editors after their text was set from outside them.
  const [editors, setEditors] = useState(0)
  // The other languages fold away until opened, or until one has an error.
  const [opened, setOpened] = useState<Partial<Record<TextLanguage, boolean>>>({})
  const notice = useRef<HTMLDivElement>(null)

  // Each invalid field's message in the person's language (a translation's says which
  // language), and the summary in screen order.
  const messages: Partial<Record<TextName, string>> = {}
  const items: SummaryItem[] = []
  for (const name of TEXT_NAMES) {
    const text = form.problems[name]
    if (!text) continue
    const { language } = textOf(name)
    const message = schemeText(i18n, text)
    const languageName = i18n._(TEXT_LANGUAGES.find((item) => item.code === language)!.name)
    messages[name] = language === 'en' ? message : t`${languageName}: ${message}`
    items.push({ fieldId: `scheme-${name}`, text: messages[name] })
  }
  if (imageError) items.push({ fieldId: IMAGE_ID, text: imageError })

  // A section with an error opens, so that its field can be read and the summary's link
  // reaches it.
  const withErrors = Object.keys(messages).map((name) => textOf(name).language)
  const errorKey = withErrors.join(' ')
  useEffect(() => {
    if (errorKey)
      setOpened((open) => ({ ...open, ...Object.fromEntries(withErrors.map((l) => [l, true])) }))
    // errorKey stands for withErrors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey, form.submitCount])

  useEffect(() => {
    if (saved) notice.current?.focus()
  }, [saved])

  /**
   * Builds the person's text on the saved version: a field they changed keeps their text, one
   * they left takes the saved version's, and the form takes its version number.
   */
  const carryOnto = (other: StaffScheme) => {
    const before = textValues(base)
    const after = textValues(other)
    const now = current()
    for (const name of TEXT_NAMES) {
      if (now[name] === before[name]) setFieldValue(form.ref, name, after[name])
    }
    setFieldValue(form.ref, 'version', String(other.version))
    setBase(other)
    setEditors((n) => n + 1)
  }
  /** Takes one text of the saved version, building on it as above. */
  const copy = (name: TextName) => {
    if (!saved) return
    if (!built) carryOnto(saved)
    setFieldValue(form.ref, name, textValues(saved)[name])
    setEditors((n) => n + 1)
  }

  // What both this person and the other changed, differently: theirs is beside it to copy.
  const both = conflict
    ? TEXT_NAMES.filter((name) => {
        const before = textValues(conflict.from)[name]
        const theirs = textValues(conflict.saved)[name]
        const mine = current()[name]
        return mine !== before && theirs !== before && mine !== theirs
      })
    : []

  const onSubmit = form.handleSubmit((values) =>
    busy(async () => {
      if (imageError) return
      try {
        onSaved(await saveScheme(values, image))
      } catch (error) {
        if (!isGatewayError(error) || error.status === 401) return // the gate asks to sign in
        if (error.status === 404) return onMissing()
        if (error.status === 409) {
          const stored = (await listStaffSchemes().catch(() => undefined))?.find(
            (item) => item.id === scheme.id,
          )
          return stored ? setConflict({ saved: stored, from: base }) : onMissing()
        }
        showGatewayErrors(error, TEXT_NAMES, form.setError)
        const refused = error.errors.find((entry) => entry.path === 'image')
        if (refused) setImageError(schemeText(i18n, refused.message))
        const shown = error.errors.some(
          (entry) =>
            entry.path === 'image' || (TEXT_NAMES as readonly string[]).includes(entry.path),
        )
        // Anything else (offline, a timeout, a refusal of the whole request) in the usual dialog.
        if (!shown) onFailure(error)
      }
    }),
  )

  const by = saved?.updatedBy ?? ''
  const count = both.length

  return (
    <>
      <ErrorSummary items={items} attempt={form.submitCount} />
      {saved && !built && (
        <div ref={notice} tabIndex={-1} role="alert" className="staff-notice staff-notice--error">
          <p>
            <Trans>
              {by} saved this scheme after you opened it, so your changes were not saved. Your text
              is kept below; their version is beside it.
            </Trans>
          </p>
          {count > 0 && (
            <p>
              <Plural
                value={count}
                one="You both changed # text: yours is kept unless you copy theirs."
                other="You both changed # texts: yours are kept unless you copy theirs."
              />
            </p>
          )}
          <button type="button" className="button" onClick={() => carryOnto(saved)}>
            <Trans>Use my text on top of the saved version</Trans>
          </button>
        </div>
      )}
      {built && (
        <p role="status" className="staff-notice">
          <Trans>
            Your changes are now on top of the version saved by someone else. Check the texts, then
            save.
          </Trans>
        </p>
      )}
      <div className={saved ? 'scheme-compare' : undefined}>
        {saved && <SchemeSaved scheme={saved} changed={both} onCopy={copy} />}
        <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
          <Kept {...form.field('id')} />
          <Kept {...form.field('version')} />
          {saved && (
            <h2>
              <Trans>Your text</Trans>
            </h2>
          )}
          {TEXT_LANGUAGES.map(({ code, name, labels }) => {
            const fields = (
              <LanguageFields
                language={code}
                labels={labels}
                values={current()}
                messages={messages}
                editors={editors}
                register={(field) => form.field(field)}
                onDescription={(field, html) => setFieldValue(form.ref, field, html)}
              />
            )
            if (code === 'en') {
              return (
                <fieldset key={code} className="scheme-language">
                  <legend>
                    <Trans>English (required)</Trans>
                  </legend>
                  {fields}
                </fieldset>
              )
            }
            const language = i18n._(name)
            return (
              <details
                key={code}
                className="scheme-language"
                open={opened[code] ?? false}
                onToggle={(event) => {
                  const open = event.currentTarget.open
                  setOpened((state) => (state[code] === open ? state : { ...state, [code]: open }))
                }}
              >
                <summary>
                  <Trans>{language} (optional)</Trans>
                </summary>
                <p className="field__hint">
                  <Trans>A text left empty shows in English instead, marked as English.</Trans>
                </p>
                {fields}
              </details>
            )
          })}
          <SchemeImageField
            id={IMAGE_ID}
            currentUrl={base.imageUrl}
            error={imageError}
            onPick={(file, problem) => {
              setImage(file)
              setImageError(problem)
            }}
          />
          <button type="submit" className="button" disabled={submitting}>
            <Trans>Save the scheme</Trans>
          </button>
        </form>
      </div>
    </>
  )
}

interface LanguageProps {
  language: TextLanguage
  labels: TextLanguageWords['labels']
  values: Readonly<Record<string, unknown>>
  messages: Partial<Record<TextName, string>>
  editors: number
  register: (name: TextName) => FieldRegistration<HTMLInputElement>
  onDescription: (name: TextName, html: string) => void
}

/** The name, category and description of one language. */
function LanguageFields({
  language,
  labels,
  values,
  messages,
  editors,
  register,
  onDescription,
}: LanguageProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const name = (field: TranslatedField) => textName(field, language)
  const [title, category, description] = TRANSLATED_FIELDS.map(name) as [
    TextName,
    TextName,
    TextName,
  ]
  const descriptionError = messages[description]
  const describedBy = ['scheme-description-hint', descriptionError && `scheme-${description}-error`]
    .filter(Boolean)
    .join(' ')
  const english = language === 'en'
  // What is typed is in the section's language, whatever the page's.
  const lang = english ? undefined : TEXT_LANG[language]
  return (
    <>
      <Field
        id={`scheme-${title}`}
        label={i18n._(labels.title)}
        error={messages[title]}
        autoComplete="off"
        lang={lang}
        registration={register(title)}
      />
      <Field
        id={`scheme-${category}`}
        label={i18n._(labels.category)}
        hint={english ? t`For example: Funeral fund, Burial society` : undefined}
        error={messages[category]}
        autoComplete="off"
        lang={lang}
        registration={register(category)}
      />
      <div className={descriptionError ? 'field field--error' : 'field'}>
        <Kept {...register(description)} />
        <p className="field__label" id={`scheme-${description}-label`}>
          {i18n._(labels.description)}
        </p>
        {english && (
          <p className="field__hint" id="scheme-description-hint">
            <Trans>
              Bold, italic, lists and links only. Links must start with https://, http:// or mailto:
            </Trans>
          </p>
        )}
        {descriptionError && (
          <FieldError id={`scheme-${description}-error`} text={descriptionError} />
        )}
        <Suspense
          fallback={
            <p>
              <Trans>Loading the editor…</Trans>
            </p>
          }
        >
          <RichTextEditor
            key={`${description}-${editors}`}
            id={`scheme-${description}`}
            labelledBy={`scheme-${description}-label`}
            describedBy={describedBy}
            invalid={Boolean(descriptionError)}
            lang={lang}
            initialHtml={String(values[description] ?? '')}
            onChange={(html) => onDescription(description, html)}
          />
        </Suspense>
      </div>
    </>
  )
}
