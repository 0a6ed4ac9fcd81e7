/**
 * The web manifest (vite.config.ts hands it to vite-plugin-pwa, which writes
 * manifest.webmanifest). `id` is the app's identity for the browser: set, an installed app
 * stays the same app if start_url ever changes; unset, browsers take start_url. A narrow and
 * a wide screenshot let the install dialog show the app on phones and computers alike
 * (Chromium shows the richer dialog only with the screenshots of its form factor).
 * scripts/make-screenshots.ts takes them; tests/unit/manifest.test.ts holds the files to
 * their declared sizes.
 */
import type { ManifestOptions } from 'vite-plugin-pwa'

type Screenshot = ManifestOptions['screenshots'][number] & { form_factor: 'narrow' | 'wide' }

export const SCREENSHOTS: Screenshot[] = [
  {
    src: '/screenshots/home-narrow.png',
    sizes: '780x1688',
    type: 'image/png',
    form_factor: 'narrow',
    label: 'Checking a product code',
  },
  {
    src: '/screenshots/home-wide.png',
    sizes: '1280x720',
    type: 'image/png',
    form_factor: 'wide',
    label: 'Checking a product code',
  },
]

export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'ScamLock: verify, get help, stay covered',
  short_name: 'ScamLock',
  description:
    'Check whether a product, document, agent, promotion or caller is genuine; get help with gambling; join the funeral scheme.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0b4f6c',
  screenshots: SCREENSHOTS,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
}
