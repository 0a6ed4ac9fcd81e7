/**
 * How the app and the gateway speak, written once (docs/design.md section 4): the header names,
 * how long the app waits for an answer, and what counts as a success. The API client
 * (src/gateway/client.ts), the outbox's sender (src/offline/upload.ts, which cannot import the
 * client: it would pull React into the service worker), the staff file reader and the gateway
 * read them here.
 */

/** The app's key, on every call. */
export const API_KEY_HEADER = 'x-api-key'
/** A submission's reference, so that a repeat is answered with its first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/**
 * A submission's language: the app locale it was made in (src/shared/locales.ts), which the
 * gateway keeps and writes its notices in. The outbox sends the one of the moment the person
 * submitted, however late it sends.
 */
export const LANGUAGE_HEADER = 'Content-Language'

/** A JSON call, the whole exchange including the body. */
export const TIMEOUT_MS = 30_000
/** A multipart call, or a file read: up to 10 MB on a phone's connection. */
export const MULTIPART_TIMEOUT_MS = 120_000

/** A success, when the body does not say `success: false`. */
export const SUCCESS_STATUSES: readonly number[] = [200, 201, 202, 204]

/** `${host}/api/${path}`; a leading slash on the path is tolerated. */
export const apiUrlOf = (host: string, path: string) => `${host}/api/${path.replace(/^\/+/, '')}`
