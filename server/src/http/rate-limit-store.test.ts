import { describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { expectFailure, fromAddress, postJson, testApp, useTestGateway } from '../testing'
import { perMinute } from './rate-limit'
import { bucketStoreFor, cleanBuckets, databaseBuckets } from './rate-limit-store'
import { parseEnv } from '../env'

const gateway = useTestGateway()

describe('rate limits in the database', () => {
  it('gives two gateways on one database one budget, not two', async () => {
    let time = 1_000_000
    const gateways = [0, 1].map(() =>
      testApp(gateway.db, {
        vars: { RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_STORE: 'database' },
        now: () => time,
      }),
    )
    const hit = (gateway: number) =>
      postJson(gateways[gateway]!, '/api/test/limited', {}, {}, fromAddress('198.51.100.4'))
    // Alternating: each gateway alone has seen two requests, well within 4 a minute.
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await hit(i % 2)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    const refused = await hit(0)
    await expectFailure(refused, 429)
    expect(refused.headers.get('retry-after')).toBe('15')
    // Another client has a budget of its own.
    const other = await postJson(
      gateways[1]!,
      '/api/test/limited',
      {},
      {},
      fromAddress('198.51.100.5'),
    )
    expect(other.status).toBe(200)
    // 4 a minute: one is back after 15 s, on whichever gateway.
    time += 15_000
    expect((await hit(1)).status).toBe(200)
    expect((await hit(0)).status).toBe(429)
  })

  it('holds the limit exactly when hits arrive at once', async () => {
    const time = 2_000_000
    const stores = [
      databaseBuckets(gateway.db, () => time),
      databaseBuckets(gateway.db, () => time),
    ]
    const rule = perMinute(10)
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 2]!.take('verify\n192.0.2.30', rule)),
    )
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10)
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThanOrEqual(1)
  })

  it('lets requests through when the database fails, on this gateway’s own count', async () => {
    const failing = {
      ...gateway.db,
      query: () => Promise.reject(new Error('connection lost')),
    } as unknown as Db
    const store = databaseBuckets(failing, () => 3_000_000)
    const rule = perMinute(2)
    expect(await store.take('verify\n192.0.2.40', rule)).toBe(0)
    expect(await store.take('verify\n192.0.2.40', rule)).toBe(0)
    expect(await store.take('verify\n192.0.2.40', rule)).toBe(30)
  })

  it('deletes the rows of buckets that are full again, and keeps the others', async () => {
    const rule = perMinute(6)
    await databaseBuckets(gateway.db, () => 10_000_000).take('verify\nold', rule)
    await databaseBuckets(gateway.db, () => 10_050_000).take('verify\nrecent', rule)
    // A bucket of 6 a minute is full a minute after its last hit.
    expect(await cleanBuckets(gateway.db, 10_061_000)).toBeGreaterThanOrEqual(1)
    const keys = await gateway.db.query<{ key: string }>(
      `select key from rate_limit_buckets where key in ('verify\nold', 'verify\nrecent')`,
    )
    expect(keys).toEqual([{ key: 'verify\nrecent' }])
  })

  it('counts in memory by default on PGlite, in the database with a PostgreSQL server', async () => {
    const before = await gateway.db.query('select count(*) as n from rate_limit_buckets')
    await bucketStoreFor(gateway.db, parseEnv({})).take('verify\nmemory', perMinute(5))
    expect(await gateway.db.query('select count(*) as n from rate_limit_buckets')).toEqual(before)
    const shared = parseEnv({ DATABASE_URL: 'postgres://gateway@db.internal/scamlock' })
    await bucketStoreFor(gateway.db, shared).take('verify\nshared', perMinute(5))
    expect(
      await gateway.db.query(`select key from rate_limit_buckets where key = 'verify\nshared'`),
    ).toHaveLength(1)
  })
})
