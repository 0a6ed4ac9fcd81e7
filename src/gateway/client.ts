/**
 * The API client: every call of the app to the gateway goes through `call`
 * (docs/design.md section 4).
 *
 * - POST `${host}/api/<path>`, a JSON body, or multipart when the body is FormData (then no
 *   content-type of ours: the browser writes the boundary).
 * - `x-api-key` on every request; `Idempotency-Key` when the caller gives one (the
 *   submission's reference number).
 * - A timeout of 30 s, 120 s for multipart, covering the whole exchange including the body;
 *   the caller may override it and may pass its own AbortSignal.
 * - Success is a status of 200, 201, 202 or 204 and a body without `success: false`;
 *   anything else throws a GatewayError. Non-silent failures go through `onFailure`, which
 *   fills the message dialog; the error is rethrown so the page can react too.
 * - The processing counter goes up when a request starts and down when it ends, whatever
 *   the outcome. `silent` calls (background work: the outbox, prefetches) touch neither the
 *   counter nor the dialog; `inline` calls skip the dialog only, for a page that shows the
 *   failure by its form. Other calls can be cancelled from the loading overlay
 *   (cancelForeground): they end as 'aborted', like a call whose own signal was aborted.
 */
import { apiUrl, gatewayKey } from './config'
import { GatewayError, onFailure } from './errors'
import { CONTACT_ADMIN, NETWORK_ERROR, TIMED_OUT } from './fallbacks'
import { decrementProcessing, holdForeground, incrementProcessing } from './status'
import {
  API_KEY_HEADER,
  IDEMPOTENCY_HEADER,
  LANGUAGE_HEADER,
  MULTIPART_TIMEOUT_MS,
  SUCCESS_STATUSES,
  TIMEOUT_MS,
} from '../shared/transport'

export interface CallOptions {
  /** Sent as `Idempotency-Key`: the reference number of a submission. */
  idempotencyKey?: string
  /** Overrides 30 s (JSON) or 120 s (multipart). */
  timeoutMs?: number
  /** Aborting it ends the call with a GatewayError of kind 'aborted', and no message. */
  signal?: AbortSignal
  /** No processing counter, no message dialog: for background calls. */
  silent?: boolean
  /** No message dialog: the page shows the failure itself, by its form (the sign-in). */
  inline?: boolean
  /** Sent as Content-Language: the language the gateway writes its email in (a sign-in code). */
  language?: string
}

/** The list fields of a success envelope (docs/design.md section 4). */
export interface ListMeta {
  page?: number
  pageSize?: number
  total?: number
  /** How many rows each state has, when the list says (a staff queue's counts per status). */
  counts?: Record<string, number>
}

export interface ListResult<T> extends ListMeta {
  data: T[]
}

/** The `data` of a successful call (undefined for a 204). */
export async function call<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
  const envelope = await send(path, body, options)
  return envelope.data as T
}

/** A list call: its rows and the page, pageSize and total the gateway sent. */
export async function callList<T>(
  path: string,
  body?: unknown,
  options?: CallOptions,
): Promise<ListResult<T>> {
  const envelope = await send(path, body, options)
  // docs/design.md puts the rows in `data` and the meta beside it; 001 describes the rows under
  // `data.data`. Both are read, so either gateway shape works.
  const source =
    isRecord(envelope.data) && Array.isArray(envelope.data.data) ? envelope.data : envelope
  const meta: ListMeta = {}
  for (const name of ['page', 'pageSize', 'total'] as const) {
    const value = source[name]
    if (typeof value === 'number') meta[name] = value
  }
  if (isRecord(source.counts)) meta.counts = source.counts as Record<string, number>
  return { data: Array.isArray(source.data) ? (source.data as T[]) : [], ...meta }
}

async function send(
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const { idempotencyKey, signal: external, silent = false, inline = false } = options
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData
  const timeoutMs = options.timeoutMs ?? (multipart ? MULTIPART_TIMEOUT_MS : TIMEOUT_MS)

  const headers: Record<string, string> = {
    [API_KEY_HEADER]: gatewayKey(),
    accept: 'application/json',
  }
  if (!multipart) headers['content-type'] = 'application/json'
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey
  if (options.language) headers[LANGUAGE_HEADER] = options.language

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const forwardAbort = () => controller.abort()
  if (external?.aborted) controller.abort()
  else external?.addEventListener('abort', forwardAbort, { once: true })

  if (!silent) {
    incrementProcessing()
    // The answer may be a failure in the gateway's words: their translations load meanwhile
    // (not with the page: render-message.ts), and so does their loader, which a page that
    // only reads in the background (the catalogue, the outbox) never needs.
    void import('../i18n/use-validation').then((module) => module.loadValidation())
  }
  const release = silent ? undefined : holdForeground(() => controller.abort())
  try {
    let status: number
    let text: string
    let retryAfter: string | null
    try {
      controller.signal.throwIfAborted()
      const response = await fetch(apiUrl(path), {
        method: 'POST',
        headers,
        body: multipart ? (body as FormData) : JSON.stringify(body ?? {}),
        signal: controller.signal,
      })
      status = response.status
      retryAfter = response.headers.get('retry-after')
      text = status === 204 ? '' : await response.text()
    } catch (cause) {
      if (timedOut) throw new GatewayError({ kind: 'timeout', path, userMessage: TIMED_OUT, cause })
      if (controller.signal.aborted) throw new GatewayError({ kind: 'aborted', path, cause })
      throw new GatewayError({ kind: 'network', path, userMessage: NETWORK_ERROR, cause })
    }
    const parsed = parseJson(text)
    const envelope = isRecord(parsed) ? parsed : undefined
    if (!SUCCESS_STATUSES.includes(status) || envelope?.success === false) {
      const noBody = parsed === undefined || parsed === null
      throw new GatewayError({
        kind: 'response',
        path,
        status,
        body: parsed,
        // The HTTP layer's word on a server error that came without a body.
        userMessage: noBody && status >= 500 ? CONTACT_ADMIN : undefined,
        retryAfter: Number(retryAfter) > 0 ? Number(retryAfter) : undefined,
      })
    }
    return envelope ?? {}
  } catch (error) {
    if (!silent && !inline) onFailure(error)
    throw error
  } finally {
    clearTimeout(timer)
    external?.removeEventListener('abort', forwardAbort)
    release?.()
    if (!silent) decrementProcessing()
  }
}

/** The body as JSON; undefined when empty or not JSON (an HTML error page from a proxy). */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
