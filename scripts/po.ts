/** A minimal reader of the PO catalogs Lingui writes: msgid and msgstr pairs, no header. */
import { readFileSync } from 'node:fs'

export interface PoEntry {
  msgid: string
  msgstr: string
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"')))
}

export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = []
  let current: { msgid: string; msgstr: string } | undefined
  let field: 'msgid' | 'msgstr' | undefined
  const flush = () => {
    if (current && current.msgid !== '') entries.push(current)
    current = undefined
  }
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim()
    if (line.startsWith('msgid ')) {
      flush()
      current = { msgid: unquote(line), msgstr: '' }
      field = 'msgid'
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line)
      field = 'msgstr'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    }
  }
  flush()
  return entries
}

/** The ICU placeholders of a message: `{name}`, `{count, plural, …}` → name, count. */
export function placeholders(message: string): string[] {
  const names = new Set<string>()
  for (const match of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)) names.add(match[1]!)
  // Lingui writes JSX children as <0>…</0>: those must survive translation too.
  for (const match of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${match[1]}>`)
  return [...names].sort()
}
