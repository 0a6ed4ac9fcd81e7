/**
 * Structure-aware bad input (fuzz.test.ts): a call's valid body with one thing wrong at a time.
 * Each text is poisoned with what PostgreSQL cannot keep (a NUL, either half of a surrogate
 * pair: half an emoji) inside its valid value, so that only a check for those characters can
 * refuse it, and the answer must be a 400 on that very field. Every value is also replaced by
 * very long text, by values of the other JSON types, and every object gets keys of those
 * characters; those must never be a 5xx.
 */

export interface Mutation {
  name: string
  body: Record<string, unknown>
  /** The dot path of a poisoned text: the answer must be a 400 naming it. */
  refusedAt?: string
  /** The last key of that path. */
  key?: string
}

export const POISONS = [
  ['NUL', '\u0000'],
  ['a lone high surrogate', '\ud83d'],
  ['a lone low surrogate', '\ude00'],
] as const

const LONG = 'x'.repeat(100_000)
const OTHER_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['true', true],
  ['null', null],
  ['an array', ['a']],
  ['an object', { a: 'b' }],
]

type Path = (string | number)[]

/** A copy of `body` with the value at `path` replaced (or a key added where value is a key). */
function replaced(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...Path]
  if (Array.isArray(body)) {
    return body.map((item, index) => (index === head ? replaced(item, rest, value) : item))
  }
  const copy = { ...(body as Record<string, unknown>) }
  copy[head] = replaced(copy[head], rest, value)
  return copy
}

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function* walk(value: unknown, path: Path = []): Generator<[Path, unknown]> {
  yield [path, value]
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, [...path, index])
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key])
  }
}

export interface MutationOptions {
  /**
   * Only text can travel (text parts of a form): no other types, and no lone surrogates,
   * which UTF-8 cannot carry (a client's encoder writes U+FFFD in their place).
   */
  textOnly?: boolean
}

export function mutations(body: Record<string, unknown>, options: MutationOptions = {}) {
  const found: Mutation[] = []
  const add = (path: Path, name: string, value: unknown, refused?: boolean) => {
    const where = path.join('.')
    found.push({
      name: `${where || 'the body'}: ${name}`,
      body: replaced(body, path, value) as Record<string, unknown>,
      ...(refused ? { refusedAt: where, key: String(path.at(-1)) } : {}),
    })
  }
  for (const [path, value] of walk(body)) {
    if (typeof value === 'string') {
      for (const [name, poison] of POISONS) {
        if (options.textOnly && poison !== '\u0000') continue
        add(path, name, value.slice(0, 1) + poison + value.slice(1), true)
      }
      add(path, 'very long text', LONG)
    } else if (path.length > 0 && !options.textOnly) {
      add(path, 'NUL text instead', 'a\u0000')
    }
    if (path.length > 0 && !options.textOnly) {
      for (const [name, other] of OTHER_TYPES) {
        if (kindOf(value) !== kindOf(other)) add(path, name, other)
      }
    }
    if (isObject(value)) {
      for (const [name, poison] of POISONS) {
        if (options.textOnly && poison !== '\u0000') continue
        add(path, `a key with ${name}`, { ...value, [`k${poison}`]: 'x' })
      }
    }
  }
  return found
}
