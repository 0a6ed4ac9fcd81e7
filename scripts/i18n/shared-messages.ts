/**
 * Puts the shared messages (src/shared/messages.ts) into the catalogs. That table is plain
 * English, because the gateway reads it in Node without Babel or Lingui; the app translates
 * each entry where it shows it (src/i18n/validation.ts), under the id the Lingui macro would
 * give the same English. This extractor gives the catalogs those entries, with the message's
 * code as the translators' note, so that each code is written once and translated once.
 * Every other file goes through Lingui's own extractor.
 */
import { babelExtractor } from '@lingui/cli/api/extractors/babel'
import type { ExtractorType } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { MESSAGES, type MessageKey } from '../../src/shared/messages'

const TABLE = /src[\\/]shared[\\/]messages\.ts$/

export const sharedMessagesExtractor: ExtractorType = {
  match: (filename) => TABLE.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      const message = MESSAGES[key]
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
