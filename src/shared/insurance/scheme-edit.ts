/**
 * `staff/schemes/save` (docs/design.md section 4a): the text fields of the multipart request, once,
 * for the staff edit form and the gateway. The picture travels as the file part `image`
 * (optional: without it the scheme keeps its picture); its rules are the picture rule of
 * docs/design.md section 6 (512 to 1920 px) plus square, checked on the device before upload and
 * on the gateway from the decoded bytes.
 *
 * The description is HTML from the editor. Its length is bounded twice: as sent
 * (DESCRIPTION_HTML_MAX, so the cleaner never reads a huge input) and as kept after the
 * gateway has cleaned it to the allow-list (DESCRIPTION_CLEAN_MAX); one message for both,
 * since a person sees text, not markup. `version` is the scheme's version the form loaded
 * (a stale one is a 409: someone else saved first).
 *
 * The English texts are required; each other catalogue language (types.ts) has its own three
 * fields, `titleFr`, `categoryFr`, `descriptionFr`, `titleTs`…, each optional: empty means no
 * translation (the pages then show the English, marked as English), absent leaves the stored
 * one as it is (a form of an older version knows none of them). Flat names, because a form
 * library reads `fr.title` as a nested path and multipart has none.
 */
import * as v from 'valibot'
import { messageText } from '../messages'
import { early, singleLine } from '../rules'
import { schemeMessage as m } from './scheme-messages'
import { CATALOGUE_LANGUAGES, type CatalogueLanguage, type Translations } from './types'

export const SCHEME_TITLE = { min: 2, max: 100 } as const
export const SCHEME_CATEGORY = { min: 2, max: 100 } as const
/** Characters of HTML as sent, at most (4 bytes each still fit a 64 KB multipart field). */
export const DESCRIPTION_HTML_MAX = 16_000
/** Characters of HTML as kept, after cleaning. */
export const DESCRIPTION_CLEAN_MAX = 10_000

function line(field: 'schemeTitle' | 'schemeCategory', limits: { min: number; max: number }) {
  const required = m(`${field}.required`)
  return early(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      singleLine(),
      v.minLength(limits.min, m(`${field}.tooShort`, limits)),
      v.maxLength(limits.max, m(`${field}.tooLong`, limits)),
    ),
  )
}

/** The same rules, for a translation: empty (none) or a valid line; absent (unchanged). */
function optionalLine(
  field: 'schemeTitle' | 'schemeCategory',
  limits: { min: number; max: number },
) {
  return v.optional(
    early(
      v.pipe(
        v.string(m(`${field}.required`)),
        v.trim(),
        singleLine(),
        v.check((text) => text === '' || text.length >= limits.min, m(`${field}.tooShort`, limits)),
        v.maxLength(limits.max, m(`${field}.tooLong`, limits)),
      ),
    ),
  )
}

const description = (required: string) =>
  early(
    v.pipe(
      v.string(required),
      // rules.ts's multiLine(), written out: importing it would add an export to the rules
      // chunk every public form loads.
      v.check(
        (html) => !/(?![\t\n\r])\p{Cc}|\p{Cs}/u.test(html),
        (issue) =>
          messageText(/(?![\t\n\r])\p{Cc}/u.test(issue.input) ? 'text.control' : 'text.broken'),
      ),
      v.maxLength(DESCRIPTION_HTML_MAX, m('schemeDescription.tooLong')),
    ),
  )

/** A translated field's name in the form and the request: `titleFr`, `descriptionTs`. */
export const translatedField = (field: TranslatedField, language: CatalogueLanguage) =>
  `${field}${language[0]!.toUpperCase()}${language.slice(1)}` as `${TranslatedField}${Capitalize<CatalogueLanguage>}`

export type TranslatedField = 'title' | 'category' | 'description'
export const TRANSLATED_FIELDS: readonly TranslatedField[] = ['title', 'category', 'description']

export const schemeSaveSchema = /* @__PURE__ */ v.strictObject({
  // The catalogue's id form (insurance/schemas.ts), written out: importing it would split that
  // module into a chunk of its own on the public insurance pages.
  id: early(
    v.pipe(
      v.string(m('scheme.unknown')),
      v.trim(),
      v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, m('scheme.unknown')),
    ),
  ),
  title: line('schemeTitle', SCHEME_TITLE),
  category: line('schemeCategory', SCHEME_CATEGORY),
  description: early(
    v.pipe(
      description(m('schemeDescription.required')),
      v.nonEmpty(m('schemeDescription.required')),
    ),
  ),
  titleFr: optionalLine('schemeTitle', SCHEME_TITLE),
  categoryFr: optionalLine('schemeCategory', SCHEME_CATEGORY),
  descriptionFr: v.optional(description(m('schemeDescription.required'))),
  titleTs: optionalLine('schemeTitle', SCHEME_TITLE),
  categoryTs: optionalLine('schemeCategory', SCHEME_CATEGORY),
  descriptionTs: v.optional(description(m('schemeDescription.required'))),
  version: early(
    v.pipe(
      v.string(m('scheme.stale')),
      v.regex(/^[1-9][0-9]{0,8}$/, m('scheme.stale')),
      v.transform(Number),
    ),
  ),
})

export type SchemeSaveFields = v.InferOutput<typeof schemeSaveSchema>

/** A scheme as the staff pages edit it (`staff/schemes/list`, and the answer of a save). */
export interface StaffScheme {
  id: string
  title: string
  category: string
  description: string
  imageUrl: string
  /** The texts in the other catalogue languages (empty: none yet). */
  translations: Translations<TranslatedField>
  version: number
  updatedAt: string | null
  updatedBy: string | null
}

/**
 * The translations after a save: each field sent replaces the stored one ('' removes it, a
 * description through `clean`), each field not sent stays as `before` has it.
 */
export function translationsOf(
  fields: Readonly<Record<string, unknown>>,
  before: Translations<TranslatedField> = {},
  clean: (html: string, name: string) => string = (text) => text,
): Translations<TranslatedField> {
  const out: Translations<TranslatedField> = {}
  for (const language of CATALOGUE_LANGUAGES) {
    const texts: Partial<Record<TranslatedField, string>> = {}
    for (const field of TRANSLATED_FIELDS) {
      const name = translatedField(field, language)
      const sent = fields[name]
      const text =
        typeof sent !== 'string'
          ? (before[language]?.[field] ?? '')
          : field === 'description'
            ? clean(sent, name)
            : sent
      if (text !== '') texts[field] = text
    }
    if (Object.keys(texts).length > 0) out[language] = texts
  }
  return out
}
