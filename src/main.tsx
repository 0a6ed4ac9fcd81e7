import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// Eager, unlike the install offer itself: the browser's install event can come before any lazy
// chunk has loaded (here, not in a route file, whose imports the router plugin may move).
import './features/install/prompt-event'
import { activate, initialLocale } from './i18n/activate'
import { router } from './router'
import './styles.css'

// The catalog loads before the first paint, so nobody sees message ids or a flash of English.
void activate(initialLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  // The outbox (Dexie, the sender) after the first render, as its own chunk: first load stays lean.
  void import('./offline/start').then((outbox) => outbox.startOutbox())
})
