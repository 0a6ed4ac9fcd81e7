/**
 * Are we online, really? `navigator.onLine` only says that some network interface is up (a
 * captive portal or a dead access point count as online), so before the outbox starts an
 * upload it asks the gateway itself: `GET /api/health`, bypassing every cache
 * (after enketo's connection.js). Runs in pages and in the service worker.
 */
export const HEALTH_TIMEOUT_MS = 5_000

export async function gatewayReachable(
  host: string,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    // A query string of its own too, for caches that ignore `no-store` on the request.
    const response = await fetch(`${host}/api/health?t=${Date.now()}`, {
      method: 'GET',
      cache: 'no-store',
      signal: controller.signal,
    })
    if (!response.ok) return false
    const body = (await response.json()) as { success?: unknown }
    return body.success === true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
