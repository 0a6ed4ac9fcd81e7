/**
 * Sends one outbox entry and says what became of it. The same request as src/gateway/client.ts
 * makes (the same x-api-key, Idempotency-Key = the reference, 30 s / 120 s multipart timeout,
 * success = 200, 201, 202 or 204 without `success: false`: src/shared/transport.ts), plus
 * Content-Language = the locale it was submitted in, but:
 *
 * - through XMLHttpRequest where there is one, because fetch reports no upload progress and a
 *   1 MB photo on a slow line deserves a progress bar; through fetch in the service worker
 *   (which has no XHR) and under Node (the bench);
 * - it never touches the page's loading counter or message dialog: the outbox shows its own
 *   state, and the client module would pull React into the service worker;
 * - it classifies the answer: 2xx delivered; 408, 429, 5xx, timeouts and
 *   network errors retried; any other 4xx needs the user's attention, with the gateway's
 *   message. A 4xx that carries `Retry-After` (a 409 "still being processed", say) is a
 *   "not yet", not a "no", and is retried too.
 *
 * The timeout is a timer, not `xhr.timeout`, so one mechanism covers both transports.
 */
import {
  API_KEY_HEADER,
  apiUrlOf,
  IDEMPOTENCY_HEADER,
  LANGUAGE_HEADER,
  MULTIPART_TIMEOUT_MS,
  SUCCESS_STATUSES,
  TIMEOUT_MS,
} from '../shared/transport'
import type { OutboxEntry, OutboxError, OutboxFile } from './db'

export interface Target {
  /** The gateway origin, '' for same origin. */
  host: string
  /** The x-api-key. */
  key: string
}

export type SendOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'rejected'; error: OutboxError }
  | { kind: 'retry'; error: OutboxError; retryAfterMs?: number }

export interface SendOptions {
  target: Target
  timeoutMs?: number
  onProgress?: (loaded: number, total: number) => void
  /** Use fetch even where XHR exists (tests, the bench's plain loop comparison). */
  transport?: 'auto' | 'fetch'
}

export interface RawAnswer {
  status: number
  text: string
  retryAfter: string | null
  /** A header of the answer (the resumable uploads read Location and Upload-Offset). */
  header?: (name: string) => string | null
}

export class NoAnswer extends Error {
  constructor(readonly kind: 'network' | 'timeout') {
    super(kind)
  }
}

function appendField(form: FormData, name: string, value: unknown) {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    for (const item of value) appendField(form, name, item)
    return
  }
  form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
}

/** The request body: multipart (reference, fields, files in order) or JSON with the reference. */
export function buildBody(entry: OutboxEntry, files: readonly OutboxFile[]): FormData | string {
  if (entry.encoding === 'json')
    return JSON.stringify({ ...entry.fields, reference: entry.reference })
  const form = new FormData()
  form.append('reference', entry.reference)
  for (const [name, value] of Object.entries(entry.fields)) {
    if (name !== 'reference') appendField(form, name, value)
  }
  for (const file of files) {
    form.append(file.field, new Blob([file.data], { type: file.type }), file.name)
  }
  return form
}

function parse(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/** What an answer means for the entry. */
export function classify(answer: RawAnswer): SendOutcome {
  const { status } = answer
  const body = parse(answer.text)
  const envelope = isRecord(body) ? body : undefined
  if (SUCCESS_STATUSES.includes(status) && envelope?.success !== false) {
    return { kind: 'delivered', status }
  }
  const error: OutboxError = { kind: 'server', status }
  if (typeof envelope?.message === 'string' && envelope.message.trim())
    error.message = envelope.message
  if (Array.isArray(envelope?.errors)) {
    error.errors = envelope.errors
      .filter(isRecord)
      .filter((item) => typeof item.message === 'string')
      .map((item) => ({ path: String(item.path ?? ''), message: String(item.message) }))
  }
  const wait = retryAfterMs(answer.retryAfter)
  // 3xx should not reach us (XHR and fetch follow redirects); if one does, it is no verdict.
  const transient =
    status >= 500 || status === 408 || status === 429 || (status >= 300 && status < 400)
  if (transient || wait !== undefined) {
    return wait === undefined
      ? { kind: 'retry', error }
      : { kind: 'retry', error, retryAfterMs: wait }
  }
  return { kind: 'rejected', error: { ...error, kind: 'rejected' } }
}

/** A request body: a form, JSON text, or bytes (a PATCH of a resumable upload). */
export type RequestBody = FormData | string | Uint8Array<ArrayBuffer> | undefined

function viaXhr(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: RequestBody,
  timeoutMs: number,
  onProgress?: (loaded: number, total: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      xhr.abort()
    }, timeoutMs)
    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total)
      }
    }
    xhr.onload = () => {
      clearTimeout(timer)
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('Retry-After'),
        header: (name) => xhr.getResponseHeader(name),
      })
    }
    xhr.onerror = () => {
      clearTimeout(timer)
      reject(new NoAnswer('network'))
    }
    xhr.onabort = () => {
      clearTimeout(timer)
      reject(new NoAnswer(timedOut ? 'timeout' : 'network'))
    }
    xhr.send(body ?? null)
  })
}

async function viaFetch(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: RequestBody,
  timeoutMs: number,
): Promise<RawAnswer> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal })
    const text = response.status === 204 || method === 'HEAD' ? '' : await response.text()
    return {
      status: response.status,
      text,
      retryAfter: response.headers.get('Retry-After'),
      header: (name) => response.headers.get(name),
    }
  } catch {
    throw new NoAnswer(timedOut ? 'timeout' : 'network')
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One request through XHR (with upload progress) where there is one, else fetch. Throws
 * NoAnswer on a cut or a timeout.
 */
export function request(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: RequestBody,
  options: {
    timeoutMs: number
    transport?: 'auto' | 'fetch'
    onProgress?: (loaded: number, total: number) => void
  },
): Promise<RawAnswer> {
  const useXhr = options.transport !== 'fetch' && typeof XMLHttpRequest !== 'undefined'
  return useXhr
    ? viaXhr(method, url, headers, body, options.timeoutMs, options.onProgress)
    : viaFetch(method, url, headers, body, options.timeoutMs)
}

/** The headers of every submission: the key, the reference as Idempotency-Key, the language. */
export function submissionHeaders(entry: OutboxEntry, target: Target): Record<string, string> {
  const headers: Record<string, string> = {
    [API_KEY_HEADER]: target.key,
    accept: 'application/json',
    [IDEMPOTENCY_HEADER]: entry.reference,
  }
  if (entry.language) headers[LANGUAGE_HEADER] = entry.language
  return headers
}

/** Sends the entry once. Never throws: every failure is an outcome. */
export async function sendEntry(
  entry: OutboxEntry,
  files: readonly OutboxFile[],
  options: SendOptions,
): Promise<SendOutcome> {
  const multipart = entry.encoding === 'multipart'
  const timeoutMs = options.timeoutMs ?? (multipart ? MULTIPART_TIMEOUT_MS : TIMEOUT_MS)
  const headers = submissionHeaders(entry, options.target)
  if (!multipart) headers['content-type'] = 'application/json'
  const url = apiUrlOf(options.target.host, entry.call)
  const body = buildBody(entry, files)
  try {
    const answer = await request('POST', url, headers, body, { ...options, timeoutMs })
    return classify(answer)
  } catch (error) {
    const kind = error instanceof NoAnswer ? error.kind : 'network'
    return { kind: 'retry', error: { kind } }
  }
}
