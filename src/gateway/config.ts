/**
 * Where the gateway is and how the app identifies itself to it (docs/design.md section 4).
 * Read at call time, not at import, so a test can stub the environment with `vi.stubEnv`.
 * The key is not a secret (it ships in the bundle); it tells the gateway which app calls.
 */
import { apiUrlOf } from '../shared/transport'

/** `VITE_API_HOST` without a trailing slash; '' (same origin) by default. */
export function apiHost(): string {
  return (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '')
}

/** `VITE_GATEWAY_KEY`, else the gateway's development key. */
export function gatewayKey(): string {
  return import.meta.env.VITE_GATEWAY_KEY || 'dev-gateway-key'
}

/** `${host}/api/${path}`; a leading slash on the path is tolerated. */
export function apiUrl(path: string): string {
  return apiUrlOf(apiHost(), path)
}
