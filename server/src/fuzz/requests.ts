/**
 * The fuzz suite's requests (imported by its tests only): a call's sample, or any body, sent
 * as its encoding and with the session of the account its sample names; the sessions, kept up
 * to date from the answers (a password change replaces its session); and the data the staff
 * calls' samples point at, made through the gateway itself.
 */
import { makeReference } from '../../../src/shared/reference'
import { CASE_SAMPLES, SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { ORIGIN, PASSWORD, cookieOf, memberSignIn } from '../auth/testing'
import type { Db } from '../db/db'
import { KEY, type TestApp } from '../testing'
import { realPdf, realPng } from '../testing-files'
import type { CallSample, Seeded } from './calls'

/** Session cookies by account. */
export type Sessions = Map<string, string>

export async function signInAll(
  app: TestApp,
  emails: string[],
  member?: { email: string; db: Db },
): Promise<Sessions> {
  const sessions: Sessions = new Map()
  // A member signs in with a code by email (auth/member-auth.ts), never with a password.
  if (member) sessions.set(member.email, await memberSignIn(app, member.db, member.email))
  for (const email of emails) {
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`)
    sessions.set(email, cookieOf(response))
  }
  return sessions
}

const FILES = new Map<string, Uint8Array<ArrayBuffer>>()
const fileOf = (kind: 'picture' | 'document') => {
  let bytes = FILES.get(kind)
  if (!bytes) FILES.set(kind, (bytes = kind === 'picture' ? realPng(640, 800) : realPdf()))
  return bytes
}

/** The headers every request of `sample` carries: the key, the page's Origin, its session. */
export function headersFor(sample: CallSample, sessions: Sessions): Record<string, string> {
  const headers: Record<string, string> = { 'x-api-key': KEY, origin: ORIGIN }
  const cookie = sample.as && sessions.get(sample.as)
  if (cookie) headers.cookie = cookie
  return headers
}

/** `body` sent as `sample` is: its encoding, a fresh reference, its files, its session. */
export function requestOf(
  sample: CallSample,
  body: Record<string, unknown>,
  sessions: Sessions,
): RequestInit {
  const headers = headersFor(sample, sessions)
  const reference = sample.reference && makeReference(sample.reference)
  if (reference) headers['idempotency-key'] = reference
  if (sample.encoding === 'tus') return tusCreation(sample, body, headers, reference)
  if (sample.encoding === 'json') {
    headers['content-type'] = 'application/json'
    return { method: 'POST', headers, body: JSON.stringify({ reference, ...body }) }
  }
  const form = new FormData()
  if (reference) form.append('reference', reference)
  if (sample.encoding === 'multipart') form.append('data', JSON.stringify(body))
  else {
    for (const [name, value] of Object.entries(body)) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
    }
  }
  for (const [field, kind] of Object.entries(sample.files ?? {})) {
    const bytes = fileOf(kind)
    form.append(field, new File([bytes], `${field}.${kind === 'picture' ? 'png' : 'pdf'}`))
  }
  return { method: 'POST', headers, body: form }
}

/**
 * A complaint to decide, an exclusion with files and a union join, sent as the public sends
 * them; the exclusion then approved for its period from today, as a manager's decision leaves
 * it, so that exclusions/extend has an active exclusion to extend; and a cancellation of a
 * paper exclusion for exclusions/withdraw-cancellation.
 */
export async function seedCases(app: TestApp, db: Db): Promise<Seeded> {
  const complaint = makeReference('complaint')
  const sent = await app.request('/api/complaints/submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'idempotency-key': complaint },
    body: JSON.stringify({ reference: complaint, ...SAMPLE_DATA.complaint }),
  })
  const exclusion = makeReference('exclusion')
  const form = new FormData()
  form.append('reference', exclusion)
  form.append('data', JSON.stringify(SAMPLE_DATA.exclusion))
  form.append('idCopy', new File([realPdf()], 'id.pdf'))
  form.append('picture', new File([realPng(640, 800)], 'me.png'))
  const applied = await app.request('/api/exclusions/apply', {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'idempotency-key': exclusion },
    body: form,
  })
  // A cancellation of a paper exclusion (not on the register, so taken at once), for
  // exclusions/withdraw-cancellation.
  const cancellation = makeReference('exclusion')
  const cancelForm = new FormData()
  cancelForm.append('reference', cancellation)
  cancelForm.append('data', JSON.stringify(CASE_SAMPLES['exclusion-cancel'].data))
  cancelForm.append('idCopy', new File([realPdf()], 'id.pdf'))
  cancelForm.append('counsellingReport', new File([realPdf()], 'report.pdf'))
  const cancelled = await app.request('/api/exclusions/apply', {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'idempotency-key': cancellation },
    body: cancelForm,
  })
  const join = makeReference('insuranceJoin')
  const joinForm = new FormData()
  joinForm.append('reference', join)
  joinForm.append('data', JSON.stringify(SAMPLE_DATA.insuranceJoin))
  for (const field of ['identityFile', 'addressFile', 'bankStatementFile']) {
    joinForm.append(field, new File([realPdf()], `${field}.pdf`))
  }
  const joined = await app.request('/api/members/join', {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'idempotency-key': join },
    body: joinForm,
  })
  const statuses = [sent, applied, cancelled, joined].map((response) => response.status)
  if (statuses.some((status) => status !== 201)) {
    throw new Error(`seeding cases: ${statuses.join(' ')}`)
  }
  await db.query(
    `update submissions set status = 'APPROVED', starts_on = current_date,
       ends_on = current_date + 364 where reference = $1`,
    [exclusion],
  )
  // The join approved, so a deduction schedule with its payroll number matches it.
  await db.query(
    `update submissions set status = 'APPROVED', decided_by = 'manager@union.example',
       decided_at = now() where reference = $1`,
    [join],
  )
  const [document] = await db.query<{ id: number }>(
    'select id from submission_documents order by id limit 1',
  )
  const [user] = await db.query<{ id: string }>('select id from staff_users where email = $1', [
    'agent@verify.example',
  ])
  const [scheme] = await db.query<Seeded['scheme']>(
    'select id, title, category, description, version from funeral_schemes order by id limit 1',
  )
  const productCode = 'FUZZ100001'
  await db.query(
    `insert into products (code, name, manufacturer, status)
     values ($1, 'Fuzzed product', 'Sample maker', 'Registered')`,
    [productCode],
  )
  return {
    complaint,
    exclusion,
    cancellation,
    join,
    documentId: Number(document!.id),
    userId: user!.id,
    scheme: scheme!,
    productCode,
  }
}

// What a header can carry as a metadata key: a client cannot send a NUL or a lone surrogate in
// a header at all (fetch refuses to, Node's parser answers 400), so such keys are left out.
const HEADER_TOKEN = /^[\x21-\x7e]+$/

/** A resumable upload's creation (uploads/resumable.ts): the body as its Upload-Metadata. */
function tusCreation(
  sample: CallSample,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  reference: string | undefined,
): RequestInit {
  const metadata = Object.entries({ reference, ...body })
    .filter(([key, value]) => value !== undefined && HEADER_TOKEN.test(key) && !key.includes(','))
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      return `${key} ${Buffer.from(text, 'utf8').toString('base64')}`
    })
  return {
    method: 'POST',
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(sample.length ?? 1),
      'upload-metadata': metadata.join(','),
    },
  }
}
