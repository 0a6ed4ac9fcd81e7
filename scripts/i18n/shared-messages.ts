/**
 * Puts the plain tables into the catalogs: the shared messages (src/shared/messages.ts) and the
 * notices the gateway sends (src/shared/notices.ts). They are plain English, because the gateway
 * reads them in Node without Babel or Lingui; the app translates each message where it shows it
 * (src/i18n/validation.ts), under the id the Lingui macro would give the same English, and the
 * gateway reads the notices' translations from the catalogs (server/src/messages/catalogs.ts).
 * This extractor gives the catalogs those entries, with the key as the translators' note, so
 * that each is written once and translated once. Every other file goes through Lingui's own
 * extractor.
 */
import { babelExtractor } from '@lingui/cli/api/extractors/babel'
import type { ExtractorType } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { MESSAGES } from '../../src/shared/messages'
import { NOTICES } from '../../src/shared/notices'

// The plain tables: the shared messages, and the notices the gateway sends (same shape).
const TABLES: readonly [RegExp, Readonly<Record<string, string>>][] = [
  [/src[\\/]shared[\\/]messages\.ts$/, MESSAGES],
  [/src[\\/]shared[\\/]notices\.ts$/, NOTICES],
]

export const sharedMessagesExtractor: ExtractorType = {
  match: (filename) => TABLES.some(([pattern]) => pattern.test(filename)),
  extract(filename, code, onMessageExtracted) {
    const table = TABLES.find(([pattern]) => pattern.test(filename))![1]
    for (const key of Object.keys(table)) {
      const message = table[key]!
      const line = code.slice(0, code.indexOf(`'${key}'`)).split('\n').length
      onMessageExtracted({
        id: generateMessageId(message),
        message,
        comment: key,
        origin: [filename, line],
      })
    }
  },
}

/** The extractors of lingui.config.ts: the shared table's first, then Lingui's own. */
export const EXTRACTORS = [sharedMessagesExtractor, babelExtractor]
