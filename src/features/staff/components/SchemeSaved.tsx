/**
 * The version of a scheme someone else saved while this person was editing it (a 409),
 * read-only beside their form: its picture and, per language, its name, category and
 * description as the public pages show it (the description rendered through the same
 * allow-list, never as markup). Each text can be copied into the person's form; a text both
 * changed is marked, since that is where they have to choose.
 */
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { RichText } from '../../../components/RichText'
import { TRANSLATED_FIELDS } from '../../../shared/insurance/scheme-edit'
import { TEXT_LANG } from '../../../shared/locales'
import { TEXT_LANGUAGES, textName, textValues, type TextName } from '../scheme-texts'
import type { StaffScheme } from '../schemes'
import { useFormatTime } from '../use-format-time'

interface Props {
  scheme: StaffScheme
  /** The texts this person changed too. */
  changed: readonly TextName[]
  onCopy: (name: TextName) => void
}

export function SchemeSaved({ scheme, changed, onCopy }: Props) {
  const { i18n } = useLinguiCore()
  const time = useFormatTime()
  const values = textValues(scheme)
  const by = scheme.updatedBy ?? ''
  const at = scheme.updatedAt ? time(scheme.updatedAt) : ''

  return (
    <section className="scheme-saved" aria-labelledby="scheme-saved-title">
      <h2 id="scheme-saved-title">
        <Trans>The saved version</Trans>
      </h2>
      <p>
        <Trans>
          Saved by {by} on {at}. Read only: copy what you want to keep into your text.
        </Trans>
      </p>
      <figure className="scheme-image__preview">
        <img src={scheme.imageUrl} alt="" width={160} height={160} />
        <figcaption>
          <Trans>The saved picture</Trans>
        </figcaption>
      </figure>
      {TEXT_LANGUAGES.map(({ code, name, labels }) => {
        const language = i18n._(name)
        const lang = code === 'en' ? undefined : TEXT_LANG[code]
        return (
          <section key={code} aria-label={language}>
            <h3>{language}</h3>
            <dl className="scheme-saved__texts">
              {TRANSLATED_FIELDS.map((field) => {
                const key = textName(field, code)
                const value = values[key]
                const label = i18n._(labels[field])
                return (
                  <div key={key} className="scheme-saved__text">
                    <dt>
                      {label}
                      {changed.includes(key) && (
                        <>
                          {' '}
                          <strong>
                            <Trans>(you changed it too)</Trans>
                          </strong>
                        </>
                      )}
                    </dt>
                    <dd lang={value ? lang : undefined}>
                      {!value ? (
                        <Trans>None</Trans>
                      ) : field === 'description' ? (
                        <RichText html={value} />
                      ) : (
                        value
                      )}
                    </dd>
                    <dd>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => onCopy(key)}
                      >
                        <Trans>
                          Copy into your text <span className="visually-hidden">{label}</span>
                        </Trans>
                      </button>
                    </dd>
                  </div>
                )
              })}
            </dl>
          </section>
        )
      })}
    </section>
  )
}
