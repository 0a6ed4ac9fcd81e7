/**
 * The bad inputs of the fuzz suite: every attack testers reproduced against the gateway, and
 * a few hundred generated bodies from a seeded generator (the same bodies on every run, so a
 * failure can be replayed). Each case is a function of the path: it builds one request.
 */
import { seeded } from '../seeded'

export interface FuzzCase {
  name: string
  init: RequestInit
}

const KEY = 'dev-gateway-key'
const BOUNDARY = 'fuzzboundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': KEY, ...headers },
  body,
})
const raw = (body: BodyInit, type: string | undefined): RequestInit => ({
  method: 'POST',
  headers: { 'x-api-key': KEY, ...(type === undefined ? {} : { 'content-type': type }) },
  body,
})

const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  (filename === undefined ? '' : `; filename="${filename}"`) +
  `\r\n\r\n${value}\r\n`
const multipart = (...parts: string[]) => raw(`${parts.join('')}--${BOUNDARY}--\r\n`, MULTIPART)

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const FIELD_NAMES = [
  'reference',
  'code',
  'query',
  'promo',
  'phone',
  'page',
  'pageSize',
  'file',
  'photos',
  'document',
  'companyName',
  'description',
  'email',
  'idNumber',
  'data',
  'kind',
]

/** The reproduced attacks and the classic malformed bodies. */
export function fixedCases(): FuzzCase[] {
  const huge = 'x'.repeat(900_000)
  return [
    { name: 'no key', init: { method: 'POST', body: '{}' } },
    { name: 'wrong key', init: json('{}', { 'x-api-key': 'not-a-key-at-all' }) },
    { name: 'no content type', init: raw('{}', undefined) },
    { name: 'text/plain', init: raw('{}', 'text/plain') },
    { name: 'json charset utf-16', init: raw('{}', 'application/json; charset=utf-16') },
    ...['', '{', '[]', 'null', '"text"', '1e999', '{"a":', '{"a":1}}', '\u0000'].map((body) => ({
      name: `malformed JSON ${JSON.stringify(body)}`,
      init: json(body),
    })),
    { name: 'deep JSON', init: json(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) },
    { name: 'not UTF-8', init: raw(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 'application/json') },
    { name: 'over 1 MB', init: json(`{"a":"${'y'.repeat(1_100_000)}"}`) },
    { name: '900 KB value', init: json(JSON.stringify({ page: huge, query: huge, code: huge })) },
    { name: '900 KB key', init: json(JSON.stringify({ [huge]: 1 })) },
    { name: 'NUL everywhere', init: json(nulBody()) },
    ...PROTO_NAMES.map((name) => ({ name: `JSON key ${name}`, init: json(`{"${name}":{"a":1}}`) })),
    {
      name: 'multipart to a JSON call or no boundary',
      init: raw(part('a', 'b'), 'multipart/form-data'),
    },
    { name: 'empty boundary', init: raw('--\r\n', 'multipart/form-data; boundary=') },
    {
      name: 'truncated multipart',
      init: raw(part('reference', 'PR-00000000').slice(0, 30), MULTIPART),
    },
    { name: 'multipart JSON body', init: raw('{"code":"BWP100001"}', MULTIPART) },
    { name: '40,000 same-named parts', init: multipart(...Array(40_000).fill(part('note', 'x'))) },
    {
      name: '5,000 distinct file names',
      init: multipart(...Array.from({ length: 5_000 }, (_, i) => part(`f${i}`, 'x', `${i}.pdf`))),
    },
    ...PROTO_NAMES.flatMap((name) => [
      { name: `file part ${name}`, init: multipart(part(name, '%PDF-1.7', 'a.pdf')) },
      { name: `text part ${name}`, init: multipart(part(name, 'x')) },
    ]),
    {
      name: 'NUL in fields and file name',
      init: multipart(
        ...FIELD_NAMES.map((name) => part(name, `a\u0000b`)),
        part('document', '%PDF-1.7\u0000', 'a\u0000.pdf'),
      ),
    },
    {
      name: '%PDF- then HTML',
      init: multipart(
        part('document', '%PDF-1.7\n<html><script>x</script>', 'a.pdf'),
        part('file', '%PDF-1.7\n<html>', 'a.pdf'),
      ),
    },
    {
      name: 'header-only PNG',
      init: multipart(part('photos', '\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'p.png')),
    },
  ]
}

function nulBody() {
  const body: Record<string, string> = {}
  for (const name of FIELD_NAMES) body[name] = `BWP\u0000${name}`
  return JSON.stringify(body)
}

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '💥',
  'a'.repeat(5_000),
  '<script>',
  "' or 1=1 --",
  '%00',
  '\r\n',
]

/** `count` generated bodies: random JSON values and random multipart forms. */
export function generatedCases(count: number, seed = 20261123): FuzzCase[] {
  const random = seeded(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const value = (depth: number): unknown => {
    const kind = Math.floor(random() * (depth > 2 ? 5 : 8))
    if (kind === 0) return pick(ODD_TEXT)
    if (kind === 1) return Math.floor(random() * 2 ** 40) * (random() < 0.5 ? -1 : 1)
    if (kind === 2) return random() < 0.5
    if (kind === 3) return null
    if (kind === 4) return pick(['BWP100001', 'PR-00000000', '+26771000001', 'food', 'x'])
    if (kind === 5) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1))
    // Prototype-free, so a key `__proto__` is a key (as JSON.parse makes it), not a prototype.
    const object = Object.create(null) as Record<string, unknown>
    for (let i = Math.floor(random() * 5); i > 0; i--) {
      object[pick([...FIELD_NAMES, ...PROTO_NAMES])] = value(depth + 1)
    }
    return object
  }
  return Array.from({ length: count }, (_, i) => {
    if (random() < 0.6)
      return { name: `generated JSON #${i}`, init: json(JSON.stringify(value(0))) }
    const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
      const name = pick([...FIELD_NAMES, ...PROTO_NAMES])
      const generated = value(2)
      const text = typeof generated === 'string' ? generated : JSON.stringify(generated)
      return random() < 0.4
        ? part(name, text, pick(['a.pdf', '', 'x.png', '\u0000']))
        : part(name, text)
    })
    return { name: `generated multipart #${i}`, init: multipart(...parts) }
  })
}
