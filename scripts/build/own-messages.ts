/**
 * The catalogs of the languages that show another's where they have no words of their own
 * (docs/design.md section 6: Sekgalagadi, Ikalanga and Shiyeyi over Setswana; lingui.config.ts,
 * fallbackLocales). Lingui's own loader (`.po`) compiles every message of a catalog, a missing
 * one from the fallback language: the three were byte-identical copies of Setswana's (90 KB
 * each), all precached. Here a catalog is only its own translations, over its fallback's
 * catalog, which the app loads anyway:
 *
 *   locales/<l>/messages.po?with-fallback   what the app imports (src/i18n/activate.ts)
 *   locales/<l>/messages.po?own             only what is translated into <l>
 *
 * A language with no translation of its own is the fallback's catalog itself (one shared
 * module that re-exports it), so the three are not three files of their own either.
 */
import { relative } from 'node:path'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import type { Plugin } from 'vite'

const QUERY = /\?(with-fallback|own)$/
const FALLBACK_ONLY = '\0fallback-messages:'

async function catalogOf(config: LinguiConfigNormalized, file: string) {
  const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config))
  if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogs`)
  return found
}

/** The ids and translations of `file` that are its own, whatever a fallback would fill in. */
async function ownMessages(config: LinguiConfigNormalized, file: string) {
  const { locale, catalog } = await catalogOf(config, file)
  const { messages, missing } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
    missingBehavior: 'catalog',
  })
  const lacking = new Set(missing.map((entry) => entry.id))
  const own = Object.fromEntries(Object.entries(messages).filter(([id]) => !lacking.has(id)))
  return { locale, own }
}

/** The catalog file of `locale` (lingui.config.ts, `catalogs`). */
const catalogFile = (config: LinguiConfigNormalized, locale: string) =>
  `${config.catalogs![0]!.path.replace('{locale}', locale)}.po`

/** The catalog file of the language `locale` falls back to first (not the source language). */
function fallbackFile(config: LinguiConfigNormalized, locale: string) {
  const list = config.fallbackLocales?.[locale]
  const first = (Array.isArray(list) ? list : [list]).find(
    (candidate) => candidate && candidate !== config.sourceLocale,
  )
  if (!first) throw new Error(`${locale} has no fallback language in lingui.config.ts`)
  return catalogFile(config, first)
}

export function ownMessagesPlugin(): Plugin {
  let config: LinguiConfigNormalized
  return {
    name: 'scamlock-own-messages',
    enforce: 'pre',
    configResolved() {
      config = getConfig()
    },
    async resolveId(source, importer) {
      const query = QUERY.exec(source)?.[1]
      if (!query) return null
      const resolved = await this.resolve(source.replace(QUERY, ''), importer, { skipSelf: true })
      if (!resolved) return null
      if (query === 'with-fallback') {
        const { locale, own } = await ownMessages(config, resolved.id)
        const under = fallbackFile(config, locale)
        // By the fallback's language: an id ending in `.po` would be taken for a catalog.
        if (Object.keys(own).length === 0) return `${FALLBACK_ONLY}${under.split('/').at(-2)}`
      }
      return `${resolved.id}?${query}`
    },
    async load(id) {
      if (id.startsWith(FALLBACK_ONLY)) {
        const under = catalogFile(config, id.slice(FALLBACK_ONLY.length))
        return `export { messages } from ${JSON.stringify(under)}`
      }
      const query = QUERY.exec(id)?.[1]
      if (!query) return null
      const file = id.replace(QUERY, '')
      this.addWatchFile(file)
      const { locale, own } = await ownMessages(config, file)
      if (query === 'with-fallback') {
        const under = JSON.stringify(fallbackFile(config, locale))
        const mine = JSON.stringify(`${file}?own`)
        return [
          `import { messages as under } from ${under}`,
          `import { messages as own } from ${mine}`,
          'export const messages = { ...under, ...own }',
        ].join('\n')
      }
      const { source, errors } = createCompiledCatalog(locale, own, { namespace: 'es' })
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`)
      return { code: source, moduleType: 'js' }
    },
  }
}
