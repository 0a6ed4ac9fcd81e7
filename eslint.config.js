// Lint for the whole repo. Runs inside `npm test`, so it cannot drift.
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import { readdirSync } from 'node:fs'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// A feature never imports another feature (docs/architecture.md): one zone per feature folder.
const featureZones = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
  }))

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'data-demo',
      '.test-results',
      'src/routeTree.gen.ts',
      'locales/**/*.ts',
      'locales/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-duplicates': 'error',
      'import/first': 'error',
      'import/newline-after-import': 'error',
      'import/no-mutable-exports': 'error',
      'import/no-self-import': 'error',
      // Imports flow one way (docs/architecture.md): shared code never reaches into the app's
      // features or routes, and the gateway only ever imports src/shared.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/features', './src/routes', './src/components'],
            },
            {
              target: './src/components',
              from: ['./src/features', './src/routes', './src/journey'],
            },
            // The journey layer serves every form: it never reaches into a feature or a route.
            { target: './src/journey', from: ['./src/features', './src/routes'] },
            {
              target: ['./src/offline', './src/gateway', './src/drafts', './src/i18n'],
              from: './src/journey',
            },
            { target: './src/features', from: './src/routes' },
            // The draft layer sits beside src/offline and src/gateway and stands on its own:
            // forms and the update prompt use it, it uses none of them (and no Dexie).
            {
              target: './src/drafts',
              from: [
                './src/features',
                './src/routes',
                './src/components',
                './src/offline',
                './src/gateway',
              ],
            },
            ...featureZones,
            {
              target: './server',
              from: './src',
              except: ['./shared'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Dexie is the outbox's (src/offline); drafts must not load it on a form page.
    files: ['src/drafts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dexie', message: 'Drafts use idb-keyval: see src/drafts/store.ts.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...pluginLingui.configs['flat/recommended'],
  },
  {
    // Every string a person reads goes through Lingui. Technical strings (class names, ids,
    // routes, keys) are recognised by the ignore lists below.
    files: ['src/**/*.tsx', 'src/features/**/*.ts', 'src/components/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^ScamLock$',
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            '^[^A-Za-z]*$',
            '^(https?:|mailto:|tel:|/)',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            { regex: { pattern: '^(aria|data)-' } },
            'id',
            'to',
            'href',
            'src',
            'type',
            'role',
            'name',
            'key',
            'rel',
            'target',
            'autoComplete',
            'inputMode',
            'lang',
            'hrefLang',
            'width',
            'height',
            'fill',
            'viewBox',
            'd',
            'stroke',
            'xmlns',
            'method',
            'encType',
            'accept',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.setAttribute',
            '*.getItem',
            '*.setItem',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            'createFileRoute',
            'createLazyFileRoute',
            'matchMedia',
            'window.matchMedia',
            'useNavigate',
            'redirect',
            'call',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts', 'server/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
)
