import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { EXTRACTORS } from './scripts/i18n/shared-messages'

// The app's six locale keys (docs/design.md section 6, Languages): en, fr, ts
// (Setswana), kga (Sekgalagadi), kal (Ikalanga), shi (Shiyeyi). Intl gets BCP 47 tags from
// src/shared/dates.ts, because kal and ts mean other languages in CLDR.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ts', 'kga', 'kal', 'shi'],
  // Sekgalagadi, Ikalanga and Shiyeyi speakers read Setswana far more often than English
  // (docs/design.md section 6): a message missing there falls back to Setswana, then English.
  // The app builds their catalogs from their own messages over Setswana's rather than as copies
  // of it (scripts/build/own-messages.ts), and their pages declare Setswana while that is what
  // they show (src/shared/locales.ts, TEXT_LANG).
  fallbackLocales: {
    kga: ['ts', 'en'],
    kal: ['ts', 'en'],
    shi: ['ts', 'en'],
    default: 'en',
  },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // The shared messages are plain English in src/shared (the gateway reads them too).
  extractors: EXTRACTORS,
  format: formatter({ lineNumbers: false }),
})
