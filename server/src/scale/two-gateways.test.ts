/**
 * Several gateways (docs/design.md section 2): two gateway processes on one
 * PostgreSQL database and one bucket (s3rver), as behind a load balancer. Whatever one of them
 * does, the other sees: one row for a submission sent to both at once, the files, one rate
 * limit, the staff session. PostgreSQL comes from TEST_DATABASE_URL or DATABASE_URL, else a
 * throwaway cluster of its own (postgres-cluster.ts); without either the test is skipped.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { SAMPLE_REGISTRATION } from '../sample-registration'
import { KEY } from '../testing'
import { samplePdf } from '../uploads/sample-pdf'
import { s3UploadStore } from '../uploads/s3-store'
import { startTestBucket, type TestBucket } from '../uploads/s3-testing'
import { startGatewayProcess, type GatewayProcess } from './gateway-process'
import {
  createDatabase,
  dropDatabase,
  type PostgresServer,
  postgresUnavailable,
  startPostgres,
} from './postgres-cluster'

const unavailable = postgresUnavailable()
if (unavailable) console.warn(`Two gateways on one database: skipped. ${unavailable}`)

const PASSWORD = 'two gateways, one database'
const LIMIT = 6
const name = `scamlock_scale_${process.pid}_${Date.now()}`
const dataDirs: string[] = []
let server: PostgresServer
let bucket: TestBucket
let db: pg.Pool
let gateways: GatewayProcess[] = []

describe.skipIf(unavailable)('two gateways, one database, one bucket', () => {
  beforeAll(async () => {
    ;[server, bucket] = await Promise.all([startPostgres(), startTestBucket()])
    const url = await createDatabase(server.adminUrl, name)
    db = new pg.Pool({ connectionString: url, max: 2 })
    const settings = {
      DATABASE_URL: url,
      UPLOADS_S3_ENDPOINT: bucket.settings.endpoint,
      UPLOADS_S3_BUCKET: bucket.settings.bucket,
      UPLOADS_S3_ACCESS_KEY_ID: bucket.settings.accessKeyId,
      UPLOADS_S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey,
      DEMO_STAFF_PASSWORD: PASSWORD,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      CREATE_RATE_LIMIT_PER_MINUTE: '1000',
      TRUST_PROXY: 'true',
      LOG_REQUESTS: 'false',
    }
    // One after the other, as a rolling start: the first migrates and seeds the new database.
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-gateway-'))
      dataDirs.push(dataDir)
      gateways.push(await startGatewayProcess({ ...settings, DATA_DIR: dataDir }))
    }
  }, 300_000)

  afterAll(async () => {
    const codes = await Promise.all(gateways.map((gateway) => gateway.stop()))
    gateways = []
    await db?.end()
    if (server) await dropDatabase(server.adminUrl, name).finally(() => server.stop())
    await bucket?.stop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    // A SIGTERM is a clean stop: exit 0.
    expect(codes).toEqual(codes.map(() => 0))
  }, 120_000)

  const post = (gateway: number, path: string, body: BodyInit, headers: Record<string, string>) =>
    fetch(`${gateways[gateway]!.url}/api/${path}`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, ...headers },
      body,
    })
  const postJson = (gateway: number, path: string, body: unknown, headers = {}) =>
    post(gateway, path, JSON.stringify(body), { 'content-type': 'application/json', ...headers })

  it('keeps one row for a submission sent 40 times to both at once', async () => {
    const reference = makeReference('report')
    const body = { reference, ...SAMPLE_DATA.report }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(i % 2, 'reports/submit', body, { 'Idempotency-Key': reference }),
      ),
    )
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]))
    const { rows } = await db.query(
      'select count(*)::int as n from submissions where reference = $1',
      [reference],
    )
    expect(rows).toEqual([{ n: 1 }])
  })

  it('stores a file sent to one where the other reads it', async () => {
    const reference = makeReference('productRegistration')
    const leaflet = new Uint8Array(samplePdf({ text: `leaflet of ${reference}` }))
    const form = new FormData()
    const fields = { ...SAMPLE_REGISTRATION, productCode: `P${reference.slice(3)}`, reference }
    for (const [field, value] of Object.entries(fields)) form.append(field, value)
    form.append('document', new File([leaflet], 'leaflet.pdf'))
    const answer = await post(0, 'product/register', form, { 'Idempotency-Key': reference })
    expect(answer.status).toBe(201)

    const { rows } = await db.query<{ sha256: string }>(
      'select storage_ref as sha256 from submission_documents where reference = $1',
      [reference],
    )
    const sha256 = createHash('sha256').update(leaflet).digest('hex')
    expect(rows).toEqual([{ sha256 }])
    // What the second gateway's store reads: its settings are the same bucket's.
    expect(await s3UploadStore(bucket.settings).get(sha256)).toEqual(leaflet)
  })

  it('holds a rate limit of N a minute across both', async () => {
    const client = { 'x-forwarded-for': '203.0.113.61' }
    const statuses: number[] = []
    for (let i = 0; i < LIMIT * 2; i++) {
      const answer = await postJson(i % 2, 'product/check', { code: 'BWP100001' }, client)
      statuses.push(answer.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
    expect(statuses.slice(LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 429))
  })

  it('shows a product flagged in the database as flagged on both within seconds', async () => {
    const code = 'BWP102345'
    let client = 0
    const verdict = async (gateway: number) => {
      const headers = { 'x-forwarded-for': `203.0.113.${100 + (client++ % 100)}` }
      const answer = await postJson(gateway, 'product/check', { code }, headers)
      return ((await answer.json()) as { data: { verdict: string } }).data.verdict
    }
    expect([await verdict(0), await verdict(1)]).toEqual(['genuine', 'genuine'])
    await db.query(`update products set status = 'Reported', reason = 'Reported' where code = $1`, [
      code,
    ])
    const flaggedAfter = async (gateway: number) => {
      const started = Date.now()
      while ((await verdict(gateway)) !== 'flagged') {
        expect(Date.now() - started).toBeLessThan(10_000)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    await Promise.all([flaggedAfter(0), flaggedAfter(1)])
  }, 30_000)

  it('counts the checks of a code on both, each once, and answers the total of both', async () => {
    const code = 'BWP102468'
    let client = 0
    const checks = async (gateway: number) => {
      const headers = { 'x-forwarded-for': `198.51.100.${1 + (client++ % 200)}` }
      const answer = await postJson(gateway, 'product/check', { code }, headers)
      expect(answer.status).toBe(200)
      const { data } = (await answer.json()) as {
        data: { checks: { count: number; firstCheckedAt: string } }
      }
      return data.checks
    }
    const first = await checks(0)
    expect(first.count).toBe(1)
    // Three on each, alternating: each gateway adds its own counts about every second.
    for (let i = 0; i < 5; i++) await checks((i + 1) % 2)
    // A gateway reads the total again before it answers once its last reading is 5 s old
    // (verification/checks.ts); its last reading was its own flush, about a second after.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await checks(0)).toMatchObject({ count: 7, firstCheckedAt: first.firstCheckedAt })
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await checks(1)).toMatchObject({ count: 8, firstCheckedAt: first.firstCheckedAt })
    const { rows } = await db.query<{ count: number }>(
      'select count from product_checks where code = $1',
      [code],
    )
    expect(rows).toEqual([{ count: 8 }])
  }, 30_000)

  it('keeps a staff session made on one valid on the other', async () => {
    // As the balancer forwards it: the public host, which the page's origin matches.
    const client = {
      'x-forwarded-for': '203.0.113.62',
      'x-forwarded-host': 'scamlock.example',
      origin: 'https://scamlock.example',
    }
    const email = 'super-administrator@all.example'
    const login = await postJson(0, 'auth/login', { email, password: PASSWORD }, client)
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const me = await postJson(1, 'auth/me', {}, { ...client, cookie })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ success: true, data: { email } })
    const logout = await postJson(1, 'auth/logout', {}, { ...client, cookie })
    expect(logout.status).toBeLessThan(300)
    expect((await postJson(0, 'auth/me', {}, { ...client, cookie })).status).toBe(401)
  })
})
