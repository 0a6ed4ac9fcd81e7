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

// The layers of docs/architecture.md, as its tables state them: each part of a folder, and
// what it may import of the same folder; anything else of that folder is refused. A part
// not listed (the entry modules at the top of src/ and server/src/) may import anything.
const appLayers = {
  shared: [],
  config: ['shared'],
  i18n: ['shared'],
  gateway: ['shared', 'i18n'],
  drafts: ['shared', 'config'],
  offline: ['shared', 'config', 'i18n', 'gateway'],
  components: ['shared', 'config', 'i18n', 'gateway', 'drafts', 'offline'],
  journey: ['shared', 'config', 'i18n', 'gateway', 'drafts', 'offline', 'components'],
  features: ['shared', 'config', 'i18n', 'gateway', 'drafts', 'offline', 'components', 'journey'],
  routes: [
    ...['shared', 'config', 'i18n', 'gateway', 'drafts', 'offline', 'components', 'journey'],
    ...['features', 'held-submit.ts'],
  ],
}
const settings = ['env.ts', 'settings']
const storage = [...settings, 'db']
const web = [...storage, 'context.ts', 'http']
const services = [...web, 'uploads', 'signing', 'messages', 'jobs', 'clock.ts']
const areas = [...services, 'auth', 'verification', 'insurance']
const gatewayLayers = {
  ...Object.fromEntries(settings.map((part) => [part, settings])),
  db: storage,
  ...Object.fromEntries(['context.ts', 'http'].map((part) => [part, web])),
  ...Object.fromEntries(
    ['uploads', 'signing', 'messages', 'jobs', 'clock.ts'].map((p) => [p, services]),
  ),
  ...Object.fromEntries(['auth', 'verification', 'insurance'].map((part) => [part, areas])),
  // A resource never imports another resource.
  ...Object.fromEntries(['routes', 'submissions', 'staff'].map((part) => [part, [...areas, part]])),
}

/** One zone per listed part: everything of `root` that it may not import. */
function layerZones(root, layers) {
  const parts = readdirSync(root).filter((name) => !/\.(test|d)\.tsx?$|\.css$/.test(name))
  return Object.entries(layers).map(([part, allowed]) => ({
    target: `./${root}/${part}`,
    from: parts
      .filter((other) => other !== part && !allowed.includes(other))
      .map((other) => `./${root}/${other}`),
  }))
}

// Tests and their helpers reach across layers (a test sets up the whole app); only the
// feature and gateway boundaries hold for them.
const testFiles = ['**/*.test.{ts,tsx}', '**/*testing*.ts', '**/test-*.{ts,tsx}']
const gatewayZone = { target: './server', from: './src', except: ['./shared'] }

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
      // import/no-cycle reads the modules a file imports: TypeScript, with the same parser.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-duplicates': 'error',
      'import/first': 'error',
      'import/newline-after-import': 'error',
      'import/no-mutable-exports': 'error',
      'import/no-self-import': 'error',
      // Features and the gateway for every file; the layers below, for all but tests.
      'import/no-restricted-paths': ['error', { zones: [...featureZones, gatewayZone] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The layers of docs/architecture.md; and no module waits on itself through its imports
    // (a dynamic import, which loads later, may close a loop: an outline loads its contract).
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones('src', appLayers),
            ...layerZones('server/src', gatewayLayers),
            ...featureZones,
            gatewayZone,
          ],
        },
      ],
      'import/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
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
