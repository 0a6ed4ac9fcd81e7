// Dumps the messages of locales/en that fr or ts lacks, as JSON {msgid: {fr, ts}}.
import { readPo } from '../scripts/po'
import { writeFileSync } from 'node:fs'

const out = process.argv[2]!
const fr = new Map(readPo('locales/fr/messages.po').map((e) => [e.msgid, e.msgstr]))
const ts = new Map(readPo('locales/ts/messages.po').map((e) => [e.msgid, e.msgstr]))
const missing: Record<string, { fr: string; ts: string }> = {}
for (const { msgid } of readPo('locales/en/messages.po')) {
  if (!fr.get(msgid) || !ts.get(msgid))
    missing[msgid] = { fr: fr.get(msgid) ?? '', ts: ts.get(msgid) ?? '' }
}
writeFileSync(out, JSON.stringify(missing, null, 2))
console.log(Object.keys(missing).length, 'missing')
