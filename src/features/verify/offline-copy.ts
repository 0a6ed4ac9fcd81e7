/**
 * The copy of the verification register kept on this device (docs/decisions.md, "Checks
 * answered with no signal"): every product flagged, recalled or suspended and every number
 * reported as a scam, as the gateway signed it (`verify/snapshot`, src/shared/verify-snapshot.ts).
 *
 * - Fetched when online, at most once an hour (background.ts decides when), and only when it
 *   changed: the copy's ETag goes back to the gateway, which answers 304 with no body while
 *   nothing changed.
 * - A copy is taken only when its signature checks with the gateway's key kept on the device
 *   (src/gateway/proof-key.ts) and its payload has exactly the copy's shape; a copy that does
 *   not is refused and the one kept before stays.
 * - Kept in Cache Storage (cache `verify-copy`), which the pages and the service worker share and
 *   which holds a copy of many megabytes where localStorage would not. What is read back from it
 *   is checked again (signature and shape) before any answer is given from it: storage is outside
 *   input too.
 *
 * Loaded only when it is used: to refresh the copy in the background, or to answer a check asked
 * offline.
 */
import { checkGatewaySignature } from '../../gateway/proof-key'
import { apiUrl, gatewayKey } from '../../gateway/config'
import { API_KEY_HEADER } from '../../shared/transport'
import {
  internationalForm,
  MAX_SNAPSHOT_LENGTH,
  readSnapshotPayload,
  SNAPSHOT_TYP,
  type SnapshotPayload,
  type SnapshotVerdict,
} from '../../shared/verify-snapshot'
import { markCopyChecked } from './background'

export const COPY_CACHE = 'verify-copy'
/** Where the copy is kept in that cache: a name of ours, never a URL the gateway serves. */
export const COPY_ENTRY = '/__verify/copy.jws'
const TIMEOUT_MS = 60_000

export type RefreshOutcome = 'changed' | 'unchanged' | 'refused' | 'failed'

export interface OfflineCopy {
  asOf: string
  products: ReadonlyMap<string, { name: string; verdict: SnapshotVerdict; reason: string }>
  callers: ReadonlyMap<string, number>
}

/** What the copy says of one code or number: found (with the copy's time), or not in it. */
export type OfflineAnswer =
  | { state: 'product'; asOf: string; name: string; verdict: SnapshotVerdict; reason: string }
  | { state: 'caller'; asOf: string; reports: number }
  | { state: 'unlisted'; asOf: string }
  /** No copy on this device (never online since it was installed, or storage cleared). */
  | { state: 'no-copy' }
  /** The copy on this device does not check (changed on the device): nothing is read from it. */
  | { state: 'refused' }

let memo: { token: string; copy: Promise<OfflineCopy | undefined> } | undefined

async function openCache(): Promise<Cache | undefined> {
  if (typeof caches === 'undefined') return undefined
  return caches.open(COPY_CACHE).catch(() => undefined)
}

/** The payload of a token when it is a copy the gateway signed; else undefined. */
async function checkedPayload(token: unknown): Promise<SnapshotPayload | undefined> {
  const checked = await checkGatewaySignature(token, MAX_SNAPSHOT_LENGTH)
  if (!checked.ok || checked.header.typ !== SNAPSHOT_TYP) return undefined
  return readSnapshotPayload(checked.payload)
}

function indexed(payload: SnapshotPayload): OfflineCopy {
  return {
    asOf: payload.asOf,
    products: new Map(
      payload.products.map(([code, name, verdict, reason]) => [code, { name, verdict, reason }]),
    ),
    callers: new Map(payload.callers),
  }
}

/**
 * The copy kept on this device, checked again: undefined when there is none, `refused` when
 * the one there does not check.
 */
export async function readCopy(): Promise<OfflineCopy | 'refused' | undefined> {
  const cache = await openCache()
  const kept = await cache?.match(COPY_ENTRY)
  if (!kept) return undefined
  const token = await kept.text()
  if (memo?.token !== token) {
    memo = {
      token,
      copy: checkedPayload(token).then((payload) => payload && indexed(payload)),
    }
  }
  return (await memo.copy) ?? 'refused'
}

async function keptCopy(): Promise<OfflineCopy | { state: 'no-copy' | 'refused' }> {
  const copy = await readCopy().catch(() => undefined)
  if (copy === 'refused') return { state: 'refused' }
  return copy ?? { state: 'no-copy' }
}

/**
 * Asks the gateway for the copy, sending the kept one's tag; takes a new one only when it
 * checks. Never throws: a failure leaves the kept copy as it was.
 */
export async function refreshCopy(): Promise<RefreshOutcome> {
  try {
    const cache = await openCache()
    if (!cache) return 'failed'
    const kept = await cache.match(COPY_ENTRY)
    // Its tag only when the kept copy still checks: one changed on the device is replaced.
    const usable = kept && typeof (await readCopy().catch(() => undefined)) === 'object'
    const etag = usable ? kept.headers.get('etag') : null
    const response = await fetch(apiUrl('verify/snapshot'), {
      headers: { [API_KEY_HEADER]: gatewayKey(), ...(etag ? { 'If-None-Match': etag } : {}) },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (response.status === 304 && usable) {
      markCopyChecked()
      return 'unchanged'
    }
    const body = (await response.json().catch(() => undefined)) as
      { success?: unknown; data?: { token?: unknown } } | undefined
    const token = response.ok && body?.success === true ? body.data?.token : undefined
    if (typeof token !== 'string') return 'failed'
    if (!(await checkedPayload(token))) return 'refused'
    await cache.put(
      COPY_ENTRY,
      new Response(token, {
        headers: { 'content-type': 'application/jose', etag: response.headers.get('etag') ?? '' },
      }),
    )
    markCopyChecked()
    return 'changed'
  } catch {
    return 'failed'
  }
}

/** What the copy on this device says of a product code. */
export async function offlineProductAnswer(code: string): Promise<OfflineAnswer> {
  const copy = await keptCopy()
  if ('state' in copy) return copy
  const product = copy.products.get(code.toUpperCase())
  return product
    ? { state: 'product', asOf: copy.asOf, ...product }
    : { state: 'unlisted', asOf: copy.asOf }
}

/** What the copy on this device says of a caller's number (as the check's phone rule left it). */
export async function offlineCallerAnswer(phone: string): Promise<OfflineAnswer> {
  const copy = await keptCopy()
  if ('state' in copy) return copy
  const reports = copy.callers.get(internationalForm(phone))
  return reports === undefined
    ? { state: 'unlisted', asOf: copy.asOf }
    : { state: 'caller', asOf: copy.asOf, reports }
}
