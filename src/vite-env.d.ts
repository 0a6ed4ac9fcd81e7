/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}

/**
 * A catalog of a language that falls back to another: its own messages over the other's
 * (`?with-fallback`), or only its own (`?own`). scripts/build/own-messages.ts.
 */
declare module '*.po?with-fallback' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}
declare module '*.po?own' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}

interface ImportMetaEnv {
  readonly VITE_API_HOST?: string
  readonly VITE_GATEWAY_KEY?: string
}
