/**
 * The files of a case: read as a sandboxed download by staff of its organisation only, every
 * read in the audit log; verified by a manager (verified, verifiedBy, verifiedAt), audited
 * once; never by an auditor or another organisation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditRow } from '../../../src/shared/schemas/staff'
import type { CaseDetail, CaseDocument } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { downloadName } from '../../../src/shared/download-name'
import { contentDisposition, FILE_CSP } from '../uploads/serve'
import { addCase, staffData, staffId } from './testing-cases'

let t: StaffTest
let manager: string
let reference: string
let pdf: CaseDocument
let picture: CaseDocument
const png = realPng(600, 700)

beforeAll(async () => {
  t = await staffTest()
  manager = await signIn(t.app, 'manager@regulator.example')
  reference = await addCase(t, {
    kind: 'exclusion',
    submittedBy: await staffId(t, 'agent@regulator.example'),
    files: {
      idCopy: [{ name: 'Pasepoto ya ga Neo “2026”.pdf', bytes: realPdf() }],
      picture: [{ name: 'face.png', bytes: png }],
    },
  })
  const shown = await staffData<CaseDetail>(
    t,
    'cases/show',
    { area: 'exclusions', reference },
    manager,
  )
  ;[pdf, picture] = shown.data.documents as [CaseDocument, CaseDocument]
}, 60_000)

afterAll(async () => {
  await t.close()
})

const read = (documentId: unknown, cookie = manager) =>
  staffPost(t.app, '/api/staff/files/read', { documentId }, { cookie })
const verify = (documentId: unknown, cookie = manager) =>
  staffPost(t.app, '/api/staff/documents/verify', { documentId }, { cookie })

const auditRows = async (action: string) =>
  (
    await staffData<AuditRow[]>(
      t,
      'audit/list',
      { action },
      await signIn(t.app, 'super-administrator@all.example'),
    )
  ).data

describe('reading a file', () => {
  it('answers its bytes as a sandboxed download, and audits the read', async () => {
    const response = await read(pdf.id)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(realPdf())
    const headers = Object.fromEntries(response.headers)
    expect(headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(downloadName('idCopy', 0, 'application/pdf')),
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
      'cache-control': 'private, no-store',
    })
    // The gateway's name, never the sender's.
    expect(headers['content-disposition']).toBe('attachment; filename="id-copy-1.pdf"')
    const pictureAnswer = await read(picture.id)
    expect(pictureAnswer.headers.get('content-type')).toBe('image/png')
    expect(pictureAnswer.headers.get('content-disposition')).toBe(
      'attachment; filename="picture-1.png"',
    )
    const rows = (await auditRows('files.read')).filter((row) => row.reference === reference)
    expect(rows.map((row) => [row.actorEmail, row.organisation, row.area, row.target])).toEqual([
      ['manager@regulator.example', 'regulator', 'exclusions', 'face.png'],
      ['manager@regulator.example', 'regulator', 'exclusions', pdf.fileName],
    ])
  })

  it('names a PDF sent as a web page after its checked type, not the sender’s name', async () => {
    const sent = await addCase(t, {
      kind: 'exclusion',
      files: { idCopy: [{ name: 'passport.pdf.html', bytes: realPdf() }] },
    })
    const [doc] = await t.db.query<{ id: number }>(
      'select id from submission_documents where reference = $1',
      [sent],
    )
    const response = await read(doc!.id)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="id-copy-1.pdf"')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('lets the auditor and the agent who submitted the case read it, and no other organisation', async () => {
    for (const who of ['auditor@regulator.example', 'agent@regulator.example']) {
      expect((await read(pdf.id, await signIn(t.app, who))).status).toBe(200)
    }
    const before = (await auditRows('files.read')).length
    for (const who of ['manager@verify.example', 'auditor@union.example']) {
      await expectFailure(await read(pdf.id, await signIn(t.app, who)), 403)
    }
    const other = await addCase(t, {
      kind: 'exclusion',
      files: { idCopy: [{ name: 'x.pdf', bytes: realPdf() }] },
    })
    const [doc] = await t.db.query<{ id: number }>(
      'select id from submission_documents where reference = $1',
      [other],
    )
    await expectFailure(await read(doc!.id, await signIn(t.app, 'agent@regulator.example')), 404)
    const admin = await signIn(t.app, 'system-administrator@regulator.example')
    await expectFailure(await read(pdf.id, admin), 403)
    expect((await auditRows('files.read')).length).toBe(before)
  })

  it('answers 404 for an unknown document and 400 for a malformed id', async () => {
    await expectFailure(await read(999_999), 404)
    for (const id of ['1', 0, 1.5, -3, null]) {
      const body = await expectFailure(await read(id), 400)
      expect(body.errors).toEqual([{ path: 'documentId', message: 'There is no such document' }])
    }
  })
})

describe('verifying a document', () => {
  it('is a manager’s, records who and when, and is audited once', async () => {
    t.clock.now += 5 * 60_000
    const response = await verify(pdf.id)
    expect(response.status).toBe(200)
    const when = new Date(t.clock.now).toISOString()
    expect(((await response.json()) as { data: CaseDocument }).data).toEqual({
      ...pdf,
      verified: true,
      verifiedBy: 'manager@regulator.example',
      verifiedAt: when,
    })
    const again = await verify(pdf.id, await signIn(t.app, 'super-administrator@all.example'))
    expect(((await again.json()) as { data: CaseDocument }).data.verifiedBy).toBe(
      'manager@regulator.example',
    )
    const rows = (await auditRows('documents.verify')).filter((row) => row.reference === reference)
    expect(rows.map((row) => [row.actorEmail, row.target])).toEqual([
      ['manager@regulator.example', pdf.fileName],
    ])
    const shown = await staffData<CaseDetail>(
      t,
      'cases/show',
      { area: 'exclusions', reference },
      manager,
    )
    expect(shown.data.documents[0]).toMatchObject({ verified: true, verifiedAt: when })
    expect(shown.data.history.map((event) => event.action)).toEqual([
      'submitted',
      'files.read',
      'files.read',
      'files.read',
      'files.read',
      'documents.verify',
    ])
  })

  it('is refused to an auditor, an agent and another organisation', async () => {
    for (const who of [
      'auditor@regulator.example',
      'agent@regulator.example',
      'manager@union.example',
    ]) {
      await expectFailure(await verify(picture.id, await signIn(t.app, who)), 403)
    }
    const [row] = await t.db.query<{ verified: boolean }>(
      'select verified from submission_documents where id = $1',
      [picture.id],
    )
    expect(row!.verified).toBe(false)
  })
})
