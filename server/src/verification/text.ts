/**
 * Small helpers of the verification calls: masking a person's name, case-insensitive `like`
 * patterns that treat the user's text literally, and "today" in Botswana.
 */
import { ApiError } from '../http/envelope'
import { INVALID_INPUT } from '../http/validate'

/**
 * Each word keeps its first letter; the rest become stars, one per letter ("Thato Mosweu" ->
 * "T**** M*****"). The public learns that a name is on record and can compare initials with
 * the paper in hand, never the whole name. Hyphenated and apostrophe parts mask the same way.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      word.replace(
        /(\p{L})(\p{L}*)/gu,
        (_, first: string, rest: string) => first + '*'.repeat([...rest].length),
      ),
    )
    .join(' ')
}

/**
 * Free text to search with. PostgreSQL text cannot hold a NUL character: a query carrying one
 * would fail in the database (a 500), so it is refused here as the bad input it is (400).
 */
export function searchable(text: string, path: string): string {
  if (!text.includes('\u0000')) return text
  throw new ApiError(400, INVALID_INPUT, {
    errors: [{ path, message: 'Remove the characters that cannot be searched' }],
  })
}

/** `%text%` for `lower(column) like $n escape '\'`: the text lower-cased, its % _ \ literal. */
export function containsPattern(text: string): string {
  const literal = text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/[\\%_]/g, (match) => `\\${match}`)
  return `%${literal}%`
}

// Botswana keeps UTC+2 all year (no daylight saving): a promotion that ends on 31 March ends
// at midnight there, not two hours later.
const BOTSWANA_OFFSET_MS = 2 * 60 * 60 * 1000

/** The date in Botswana at `time`, as 'YYYY-MM-DD' (the form `date` columns come back in). */
export function today(time: number): string {
  return new Date(time + BOTSWANA_OFFSET_MS).toISOString().slice(0, 10)
}
