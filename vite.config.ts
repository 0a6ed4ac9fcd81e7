/// <reference types="vitest/config" />
import type { PluginItem } from '@babel/core'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { MANIFEST } from './scripts/build/manifest.ts'
import { ownMessagesPlugin } from './scripts/build/own-messages.ts'
import { prerender } from './scripts/build/prerender.ts'
import { retryChunks } from './scripts/build/retry-chunks.ts'
import compileSourceMessages from './scripts/build/source-messages.ts'
import { referenceAreas } from './src/shared/contracts/kinds.ts'
import { TEXT_LANG } from './src/shared/locales.ts'

/**
 * The Lingui macro, keeping each message's English source (compiled at build time by
 * scripts/build/source-messages.ts), so English needs no catalog. The plugin sits inside the
 * macro's preset, so it runs only on the files that use the macro.
 */
function linguiMacro() {
  const macro = { descriptorFields: 'message' } as const
  const plugins: PluginItem[] = [
    ['@lingui/babel-plugin-lingui-macro', macro],
    compileSourceMessages,
  ]
  return {
    preset: () => ({ plugins }),
    rolldown: linguiTransformerBabelPreset(macro).rolldown,
  }
}

/**
 * The app's plugins, also used to build src/prerender.tsx for Node (scripts/build/prerender.ts).
 * Order matters under Vite 8: the router generates routes first, React's plugin no
 * longer runs Babel, so the Lingui macro runs through @rolldown/plugin-babel.
 */
function appPlugins(): PluginOption[] {
  return [
    // Each reference prefix's area of the app, from the registry of form kinds, for the root
    // layout on every page without the registry (src/config/areas.ts).
    {
      name: 'reference-areas',
      config: () => ({ define: { __REFERENCE_AREAS__: JSON.stringify(referenceAreas()) } }),
    },
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiMacro()] }),
    // Before Lingui's: the catalogs of the languages that fall back to Setswana, own words only.
    ownMessagesPlugin(),
    lingui(),
    // A chunk that failed to load is fetched again at the next try (src/chunk-retry.ts).
    retryChunks(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Never reload on our own: the user decides when, so a half-filled form is never lost.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The shell, every route chunk and every locale catalog, so the app works offline
        // after one visit; ttf: the two fonts of the application PDF (47 KB each).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ico,ttf}'],
        // The prerendered pages are kept per language by the worker itself (src/sw-pages.ts).
        // The scheme editor (TipTap, 120 KB gzipped) is staff-only and saving needs the network
        // anyway: no visitor's phone should download it in the background.
        globIgnores: ['screenshots/**', 'pages/**', 'assets/RichTextEditor-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: MANIFEST,
      devOptions: { enabled: false },
      integration: {
        // The worker is built by a Vite build of its own, which takes none of this config:
        // it printed its progress whatever the log level (`npm start` builds with warnings
        // only), and the plugin's `inlineDynamicImports`, deprecated in Vite 8 for
        // `codeSplitting: false`, which means the same: one file with everything in it.
        configureCustomSWViteBuild(inline) {
          inline.logLevel = 'warn'
          const output = inline.build?.rollupOptions?.output
          if (output && !Array.isArray(output) && output.inlineDynamicImports) {
            delete output.inlineDynamicImports
            Object.assign(output, { codeSplitting: false })
          }
        },
      },
    }),
  ]
}

/** The chunks every page loads with the app (a prerendered page names the others it needs). */
const LOADED_WITH_THE_APP = /(^|\/)(index|entry|rolldown-runtime|framework|app)-[\w-]{8}\.js$/

export default defineConfig({
  plugins: [...appPlugins(), prerender(appPlugins, TEXT_LANG, LOADED_WITH_THE_APP)],
  resolve: {
    alias: [
      // TanStack Store, Lingui and TipTap read useSyncExternalStore through the shim for React
      // 17 and older; React 19 has it itself, so the shim was 0.8 KiB of every page for nothing.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
    ],
  },
  build: {
    target: 'es2022',
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill was 0.4 KiB
    // of every page's first load.
    modulePreload: {
      polyfill: false,
      // Only the entry's import of the app lists what to fetch with it (the framework, the
      // runtime), so that they come at once. No other import carries a list: the app's own
      // (each route's page, each area's shell) listed 112 file names, 1.7 KiB of every page's
      // first load, and a page's lazy imports a few hundred bytes more. A prerendered page
      // names the chunks it needs instead (scripts/build/prerender.ts), which src/main.tsx
      // fetches with the app. What a page loads later (its checks at the first focus, the
      // outbox at the submit) fetches what it imports a round trip after it, and mostly comes
      // from the service worker's copy of every chunk, kept after the first visit; a page
      // reached by a link is fetched as the link is pointed at or touched (the router's
      // `intent` preload).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType !== 'js' || /(^|\/)index-[\w-]+\.js$/.test(hostId) ? deps : [],
    },
    sourcemap: false,
    // One stylesheet for the whole app, which the prerendered pages carry inline
    // (scripts/build/prerender.ts): a page is never painted without the styles of its chunks.
    cssCodeSplit: false,
    // Vite's warning names chunks over 500 kB. The only one is the application PDF's maker
    // (pdfkit, ~530 kB), which loads when someone downloads their PDF, never with a page; what
    // pages load has its own bar, the route budget of scripts/size.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The bundler's report of slow plugins, printed after every build (Babel takes about half
      // of it): a profiling aid, not a fault of the build, and 10 lines before the start banner.
      checks: { bundlerTimings: false },
      output: {
        // The framework every page needs goes in one chunk. Left to itself the bundler splits
        // it into a handful of small shared chunks once several lazy chunks use it, and each
        // compresses worse alone: ~1 KiB more first-load JavaScript, measured. Lingui's message
        // ids (a SHA-256) stay out: only the shared messages' table needs them at run time, and
        // it loads when a form is first used (src/i18n/validation.ts).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|use-sync-external-store)[\\/](?!.*generateMessageId)/,
            },
            {
              // What the entry (src/main.tsx) shares with the app: a group below that takes one
              // of these (with the modules it imports) would make the entry import that group,
              // the whole app, before the first paint. In a tiny chunk of their own they stay
              // out of every group.
              name: 'entry',
              priority: 100,
              test: /src[\\/](held-submit\.ts|features[\\/]install[\\/]prompt-event\.ts)$|preload-helper/,
            },
            {
              // The app and the small modules every page loads with it or right after it: in
              // chunks of their own they were a dozen requests of a few hundred bytes each, and
              // each compresses worse alone.
              name: 'app',
              test: /src[\\/](app\.tsx|chunk-retry\.ts|router\.ts|routeTree\.gen\.ts|routes[\\/]__root\.tsx|routes[\\/]-components[\\/]shells\.tsx|shared[\\/]locales\.ts|i18n[\\/](locales|activate)\.ts|journey[\\/]search\.ts|drafts[\\/]unsaved\.ts|offline[\\/](status|use-status|autostart)\.ts|gateway[\\/]status\.ts|config[\\/]site\.ts|features[\\/]install[\\/](InstallPrompt\.tsx|install-state\.ts)|features[\\/]outbox[\\/]components[\\/]OutboxNotices\.tsx|components[\\/]UpdatePrompt\.tsx|offline[\\/]service-worker\.ts)$/,
            },
            // Each area's shell, and the parts every form is made of, one chunk each, for the
            // same reason.
            {
              name: 'verify-shell',
              test: /src[\\/](routes[\\/]-components[\\/]verify-shell\.tsx|components[\\/]layout[\\/](Header|Footer|Logo)\.tsx|components[\\/]layout[\\/]nav-links\.ts|features[\\/]verify[\\/]scanner[\\/](index\.ts|ScanQrButton\.tsx)|features[\\/]outbox[\\/]components[\\/]OutboxBadge\.tsx)$/,
            },
            {
              name: 'portal-shell',
              test: /src[\\/]features[\\/]self-help[\\/](components[\\/](PortalHeader|PortalFooter|QuickExit)\.tsx|quick-exit\.ts)$/,
            },
            {
              // The parts every form draws with, the hook that loads a form's checks on first
              // use, and the one that loads the words of their messages.
              name: 'form-parts',
              test: /src[\\/](components[\\/]form[\\/](ErrorSummary|Field|FieldFrame|FieldError|use-load-on-use)\.tsx?|i18n[\\/]use-validation\.ts)$/,
            },
            {
              // The gateway client with its errors and settings: loaded together by every page
              // that calls the gateway (the catalogue, the quote), where three chunks cost
              // 0.4 KiB more than one.
              name: 'gateway-client',
              test: /src[\\/]gateway[\\/](client|errors|fallbacks|gateway-error|config)\.ts$/,
            },
            {
              // valibot alone: the catalogue's reader loads it without any form (/insurance), so the
              // form groups below must not take it in with the modules they import.
              name: 'valibot',
              priority: 10,
              test: /node_modules[\\/]valibot[\\/]/,
            },
            {
              // The draft store alone, for the same reason: the portal's header loads it without
              // the journey layer, as Quick exit forgets the portal's drafts before it leaves
              // (src/drafts/private-data.ts).
              name: 'drafts',
              priority: 10,
              test: /src[\\/]drafts[\\/](store|autosave|index)\.ts$|node_modules[\\/]idb-keyval[\\/]/,
            },
            {
              // The journey layer (src/journey) with the contracts' outlines and the parts it
              // draws with: every journey's first page loads all of it, and none of valibot.
              name: 'journey',
              test: /src[\\/](journey[\\/](model|types|use-journey|components[\\/](FieldControl|StepPage|JourneyView|JourneyNotices|errors))\.tsx?|shared[\\/]contracts[\\/](outline|choices)\.ts|i18n[\\/]options\.ts|components[\\/]form[\\/](ChoiceFieldset|FieldsetFrame)\.tsx)$/,
            },
            {
              // A form family's outline with the questions its journeys share: one chunk for
              // the four exclusion applications (their first page: who the person is), one for
              // the four seek-help requests (each request's own journey stays with its page).
              name: 'exclusion-forms',
              test: /src[\\/](features[\\/]exclusions[\\/](steps|labels)\.ts|shared[\\/]contracts[\\/]exclusion-outline\.ts)$/,
            },
            {
              // The pages of the exclusion applications after their first, which load with
              // a form's checks (src/journey/worked-out.ts): one chunk for the four.
              name: 'exclusion-later',
              test: /src[\\/]features[\\/]exclusions[\\/](later-steps|period-step|(self|third-party|appeal|cancel)-later)\.ts$/,
            },
            {
              // Each exclusion application's page with its own first page, so that a page
              // loads no other application's words. The cancellation's carries its lead, the
              // free counselling offered first.
              debugName: 'exclusion-<application>',
              name: (id: string) => {
                const page =
                  /src[\\/](?:features[\\/]exclusions[\\/](self|third-party|appeal|cancel)-journey\.ts|routes[\\/]self-help[\\/]exclusions[\\/](self|third-party|appeal|cancel)\.tsx\?tsr-split=component)$/.exec(
                    id,
                  )
                if (page) return `exclusion-${page[1] ?? page[2]}`
                if (/src[\\/]features[\\/]exclusions[\\/]components[\\/]CancelLead\.tsx$/.test(id))
                  return 'exclusion-cancel'
                return null
              },
              includeDependenciesRecursively: false,
            },
            {
              name: 'seek-help-forms',
              test: /src[\\/](features[\\/]seek-help[\\/]journeys[\\/]fields|shared[\\/]contracts[\\/]seek-help-outline)\.ts$/,
            },
            {
              // What the insurance pages draw the catalogue with (the schemes and the quote
              // alike), its texts in the reader's language included: nine chunks of under 1 KiB
              // each otherwise, 1 KiB more on the quote as sent. Only these: the dates and the
              // shared words they import stay where they are.
              name: 'insurance-catalogue',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /src[\\/](features[\\/]insurance[\\/](use-money|catalogue|use-schemes|local-text|components[\\/](CoverTerms|SchemesNotice|QuoteSummary))\.tsx?|shared[\\/]insurance[\\/]texts\.ts|i18n[\\/]intl-ready\.ts)$/,
            },
            {
              // The catalogue's reader, which the insurance pages load after their first render:
              // the gateway's answer and the device's copy, each checked by hand (two chunks
              // otherwise).
              name: 'catalogue-reader',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /src[\\/]features[\\/]insurance[\\/](list-schemes|storage)\.ts$/,
            },
            {
              // The catalogue's types and lists, which the join's first page uses without
              // the catalogue: alone, so that the join's group below does not take it in.
              name: 'insurance-types',
              priority: 10,
              test: /src[\\/]shared[\\/]insurance[\\/]types\.ts$/,
            },
            {
              // The join's first page with the choices and outline of its contract: the
              // contract (loaded with the checks, only by this page) imports them from here,
              // rather than from a chunk of their own that every visit to the page fetched as
              // well. Its later pages load with the checks (worked-out.ts), in the group below.
              name: 'join',
              test: /src[\\/](features[\\/]insurance[\\/]join[\\/](journey|first-step)\.ts|shared[\\/]insurance[\\/]member-choices\.ts|shared[\\/]contracts[\\/]member-join-outline\.ts|routes[\\/]insurance[\\/]join\.tsx\?tsr-split=component)$/,
            },
            {
              // The join's pages after the first, with the words and people they need: one
              // chunk, loaded with the checks; after the join's group, which takes what
              // both need (the date boxes).
              name: 'join-later',
              test: /src[\\/]features[\\/]insurance[\\/]join[\\/](member-steps|cover-steps|options|people)\.ts$/,
            },
            {
              // Each seek-help request's page with its own journey, one chunk each (two
              // otherwise, as the staff case view reads the journeys too).
              debugName: 'contact-<request>',
              name: (id: string) => {
                const form =
                  /src[\\/](?:routes[\\/]self-help[\\/]contact[\\/]([a-z]+)\.tsx\?tsr-split=component|features[\\/]seek-help[\\/]journeys[\\/]([a-z]+)\.ts)$/.exec(
                    id,
                  )
                const name = form?.[1] ?? form?.[2]
                return name && name !== 'index' && name !== 'fields' ? `contact-${name}` : null
              },
            },
            {
              // The outbox's three routes, one in each area's shell (src/config/areas.ts), are
              // the same page: one chunk, not three identical files, each kept by the service
              // worker.
              name: 'outbox-routes',
              includeDependenciesRecursively: false,
              test: /src[\\/]routes[\\/](self-help[\\/]|insurance[\\/])?outbox\.tsx\?tsr-split=component$/,
            },
            {
              // The shared rules and the English of their messages, used by every form with a
              // contract (the journeys, the quote) once it is filled in.
              name: 'form-checks',
              test: /src[\\/]shared[\\/](messages|reference|rules)\.ts$/,
            },
            {
              // A journey's checks: the contract model and its field rules (after form-checks,
              // which would otherwise take these in with it). Not the code that runs them
              // (journey/checks.ts), which a form's page imports at its first use: the contracts
              // import this chunk, and a chunk that failed to load can be fetched again, at a
              // fresh address, only if no other chunk imports it (src/chunk-retry.ts).
              name: 'journey-checks',
              test: /src[\\/]shared[\\/]contracts[\\/](contract|fields)\.ts$/,
            },
            {
              // The pre-registration's page with its journey, outline and category list (four
              // chunks of under 1 KiB each otherwise; the staff case view reads the categories).
              name: 'product-registration-form',
              test: /src[\\/](features[\\/]product-registration[\\/](journey|categories)\.ts|shared[\\/](product-categories|contracts[\\/]product-registration-outline)\.ts|routes[\\/]product-pre-registration\.tsx\?tsr-split=component)$/,
            },
            {
              // The light forms (the checks, the status checks, the sites search and staff).
              name: 'light-form',
              test: /src[\\/]components[\\/]form[\\/]use-light-form\.ts$/,
            },
            {
              // What every Verify check page shares: its form (CheckForm.tsx), the check itself,
              // the offline notice and the recent checks. With the form in a chunk of its own,
              // each check page was 0.5 KiB more, as sent.
              name: 'verify-check',
              test: /src[\\/]features[\\/]verify[\\/](history\.ts|components[\\/](use-check\.ts|CheckForm\.tsx|OfflineNotice\.tsx|RecentChecks\.tsx))$/,
            },
          ],
        },
      },
    },
  },
  // /media: scheme pictures uploaded by staff, served by the gateway.
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // A form typed key by key (user-event) takes a second alone and over 5 s (vitest's
          // default) on a 2-core machine running the whole suite: a limit, not a speed bar.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['server/src/testing-setup.ts'],
          // Each file opens its own PGlite (initdb); on a shared 2-core machine under load that
          // alone took over 10 s (vitest's default hook limit), failing files that were fine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // Files that start a gateway of their own leave no uploads folder (the setup says).
          setupFiles: ['server/src/testing-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/browser/global-setup.ts'],
        },
      },
    ],
  },
})
