/**
 * The messages of scheme editing (`staff/schemes/save`), in English, one stable key each, as
 * the gateway sends them and the staff pages translate them (src/features/staff/
 * scheme-messages.ts).
 *
 * Why not in src/shared/messages.ts with the others: that table and its translations load with
 * every public form, and these are read by the union's staff only (docs/design.md section 7: the
 * public routes' JavaScript must not grow for staff code).
 */
export const SCHEME_MESSAGES = {
  'scheme.unknown': 'There is no such scheme',
  'scheme.stale':
    'Someone else saved this scheme after you opened it. Reload the page to see their changes, then make yours again',
  'schemeTitle.required': 'Enter the name of the scheme',
  'schemeTitle.tooShort': 'Name of the scheme must be {min} characters or more',
  'schemeTitle.tooLong': 'Name of the scheme must be {max} characters or fewer',
  'schemeCategory.required': 'Enter the category of the scheme',
  'schemeCategory.tooShort': 'Category must be {min} characters or more',
  'schemeCategory.tooLong': 'Category must be {max} characters or fewer',
  'schemeDescription.required': 'Enter a description of the scheme',
  'schemeDescription.tooLong': 'The description is too long. Shorten it and try again',
  'schemeImage.type': 'The picture must be a PNG, JPG or WebP file',
  'schemeImage.notSquare': 'The picture must be square: as wide as it is high',
} as const

export type SchemeMessageKey = keyof typeof SCHEME_MESSAGES

/** The English text of a message, its `{min}` and `{max}` replaced by `values`. */
export function schemeMessage(
  key: SchemeMessageKey,
  values: Readonly<Record<string, number>> = {},
): string {
  return SCHEME_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
