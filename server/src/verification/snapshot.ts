/**
 * The signed offline copy of the verification register (`verify/snapshot`, docs/api.md;
 * docs/decisions.md, "Checks answered with no signal"): every product flagged, recalled or
 * suspended, every caller number reported as a scam.
 *
 * Made once per change of either register, not per request: its tag is the two registers'
 * version numbers (db migrations 013 and 029) and the key's id, read at most once a second
 * while requests come. A phone that holds the current copy sends its tag back and gets 304,
 * no body; so does every gateway on the database, since the tag is the database's. The copy
 * and its gzip are made off the request path's hot loop (one query per register, one
 * signature, gzip in libuv's pool) and shared by every request that waits for them.
 */
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import {
  SNAPSHOT_TYP,
  type SnapshotCaller,
  type SnapshotPayload,
  type SnapshotProduct,
} from '../../../src/shared/verify-snapshot'
import type { Db } from '../db/db'
import type { SigningKey } from '../signing/keys'
import { RECALLED, REGISTERED, SUSPENDED } from './state'

const gzipAsync = promisify(gzip)

/** How long a gateway trusts the versions it read; the register's 10 s bar leaves room. */
const VERSION_EVERY_MS = 1_000

export interface Snapshot {
  /** The HTTP entity tag, quoted: `"p<products>.c<callers>.<kid>"`. */
  etag: string
  /** The envelope's text: `{"success":true,"data":{"token":"…"}}`. */
  text: string
  gzipped: Buffer
  /** How many rows it carries, for the bench and the logs. */
  products: number
  callers: number
}

interface State {
  checkedAt: number
  etag?: string
  current?: Promise<Snapshot>
}

const states = new WeakMap<Db, State>()

function verdictOf(status: string): SnapshotProduct[2] {
  if (status === RECALLED) return 'recalled'
  if (status === SUSPENDED) return 'suspended'
  return 'flagged'
}

/** The payload as of `now`: the rows of both registers that the public needs offline. */
export async function snapshotPayload(db: Db, now: number): Promise<SnapshotPayload> {
  const [products, callers] = await Promise.all([
    db.query<{ code: string; name: string; status: string; reason: string }>(
      `select code, name, status, coalesce(reason, '') as reason
       from products where status <> $1 order by code`,
      [REGISTERED],
    ),
    db.query<{ phone: string; reports: number }>(
      `select phone, reports from caller_ids where status = 'reported' order by phone`,
    ),
  ])
  return {
    asOf: new Date(now).toISOString(),
    products: products.map((row) => [row.code, row.name, verdictOf(row.status), row.reason]),
    callers: callers.map((row): SnapshotCaller => [row.phone, row.reports]),
  }
}

async function make(db: Db, key: SigningKey, etag: string, now: number): Promise<Snapshot> {
  const payload = await snapshotPayload(db, now)
  const token = key.sign(payload as unknown as Record<string, unknown>, SNAPSHOT_TYP)
  const text = `{"success":true,"data":{"token":"${token}"}}`
  return {
    etag,
    text,
    gzipped: await gzipAsync(text, { level: 6 }),
    products: payload.products.length,
    callers: payload.callers.length,
  }
}

async function currentTag(db: Db, key: SigningKey): Promise<string> {
  const rows = await db.query<{ register: string; version: string }>(
    `select register, version::text as version from register_versions
     where register in ('products', 'callers')`,
  )
  const version = (name: string) => rows.find((row) => row.register === name)?.version ?? 'x'
  return `"p${version('products')}.c${version('callers')}.${key.kid}"`
}

/** The current copy: the one made already while both registers and the key are unchanged. */
export async function currentSnapshot(db: Db, key: SigningKey, now: number): Promise<Snapshot> {
  let state = states.get(db)
  if (!state) states.set(db, (state = { checkedAt: -Infinity }))
  if (state.current && now - state.checkedAt < VERSION_EVERY_MS) return state.current
  const etag = await currentTag(db, key)
  state.checkedAt = now
  if (state.current && state.etag === etag) return state.current
  const made = make(db, key, etag, now)
  state.etag = etag
  state.current = made
  // A failure (the database gone for a moment) is not kept: the next request tries again.
  made.catch(() => {
    if (state.current === made) state.current = state.etag = undefined
  })
  return made
}
