/**
 * The insurance catalogue as `schemes/list` answers it (docs/design.md section 4a), with the field
 * names of the data model (funeralScheme, package, addOn). Amounts are pula, as numbers with at
 * most two decimals. An age-based add-on is one row per age band (bands.ts), each row
 * with its own `minAgeRule`, `maxAgeRule` and `premium`; the rows of one add-on share its name.
 * `sample` marks seeded rows, which the app labels as sample data (docs/design.md section 5).
 *
 * Texts: each field keeps the English, required; `translations` adds the same fields in the
 * app's other catalogue languages, each optional (`{ fr: { title }, ts: { title } }`). A reader
 * in a language without a text reads the English, marked as English (texts.ts).
 */

/** The languages the catalogue's texts are written in besides English. */
export const CATALOGUE_LANGUAGES = ['fr', 'ts'] as const
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number]

/** The texts of `F` in the other catalogue languages; English is in the fields themselves. */
export type Translations<F extends string> = Partial<
  Record<CatalogueLanguage, Partial<Record<F, string>>>
>
export const ADD_ON_TYPES = ['Fixed Price', 'Age Based'] as const
export type AddOnType = (typeof ADD_ON_TYPES)[number]

export interface AddOn {
  id: string
  name: string
  premium: number
  /** The youngest age, in whole years on the quote date, this row covers. */
  minAgeRule: number
  /** The oldest age this row covers (inclusive). */
  maxAgeRule: number
  type: AddOnType
  translations?: Translations<'name'>
}

export interface Package {
  id: string
  title: string
  description: string
  /** Monthly premium of the package itself, for the member. */
  premium: number
  /** What the package pays out on a claim. */
  payout: number
  addOns: AddOn[]
  translations?: Translations<'title' | 'description'>
}

export interface FuneralScheme {
  id: string
  title: string
  /** Rich text: the allow-list of staff/schemes/save (bold, italic, lists, links). */
  description: string
  imageUrl: string
  category: string
  packages: Package[]
  sample?: true
  translations?: Translations<'title' | 'category' | 'description'>
}

/** How the member pays (docs/design.md section 4a, `deductionSource`). */
export const DEDUCTION_SOURCES = ['payroll', 'debit-order'] as const
export type DeductionSource = (typeof DEDUCTION_SOURCES)[number]

/** One line of a quote: the package or one add-on. */
export interface QuoteLine {
  label: string
  amount: number
}

/** The answer of `premium/quote`. */
export interface QuoteAnswer {
  monthlyTotal: number
  lines: QuoteLine[]
}
