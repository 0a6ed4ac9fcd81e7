/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'

  export const messages: Messages
}

interface ImportMetaEnv {
  readonly VITE_API_HOST?: string
  readonly VITE_GATEWAY_KEY?: string
}
