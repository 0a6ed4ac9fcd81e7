/**
 * A valid request of every call: the base of the structure-aware fuzz (fuzz.test.ts), with how
 * it travels and who may send it. Submissions come from their contracts and the contracts'
 * samples (src/shared/contracts/samples.ts), so a new contract is covered by itself; any other
 * new call fails the suite until it has an entry here.
 */
import { CONTRACTS } from '../../../src/shared/contracts'
import { CASE_SAMPLES, SAMPLE_DATA, SAMPLE_FILES } from '../../../src/shared/contracts/samples'
import type { ReferenceKind } from '../../../src/shared/reference'

/** A session of every staff action there is (but a member's own view). */
export const SUPER = 'super-administrator@all.example'
/** Accounts of their own for the calls that end or replace a session. */
export const SIGNS_OUT = 'manager@verify.example'
export const CHANGES_PASSWORD = 'auditor@verify.example'
export const MEMBER = 'account@union.example'
/** The one role that checks the register: a facility's agent. */
export const FACILITY = 'agent@facility.example'

/** Text a call hashes and never stores (passwords, sign-in codes): any character may be in it. */
export const NEVER_STORED = new Set(['password', 'currentPassword', 'newPassword', 'code'])

/**
 * `json`: the body; `multipart`: `reference`, the body as the JSON part `data`, and files;
 * `fields`: each of the body's values as a text part, and files; `tus`: the creation of a
 * resumable upload, the body its Upload-Metadata (each value base64) and `length` its
 * Upload-Length (its other calls are fuzzed in resumable.test.ts).
 */
export type Encoding = 'json' | 'multipart' | 'fields' | 'tus'

export interface CallSample {
  encoding: Encoding
  body: Record<string, unknown>
  /** File parts by field: a real picture or PDF each. */
  files?: Record<string, 'picture' | 'document'>
  /** A multipart call's first file field: where the fuzz sends a large file. */
  fileField?: string
  /** A submission: a fresh reference of this kind in each request, and as Idempotency-Key. */
  reference?: ReferenceKind
  /** Whose session sends it (a role that may make the call); none: no session. */
  as?: string
  /** Its success is the file itself, not an envelope. */
  answersFile?: boolean
  /** Texts repaired rather than refused (a file name as the phone gave it). */
  repaired?: readonly string[]
  /** A resumable upload's Upload-Length. */
  length?: number
}

/** What the staff calls' samples point at, made by the suite's setup. */
export interface Seeded {
  /** A complaint waiting for a decision. */
  complaint: string
  /** An exclusion application of the sample applicant, with its files, approved. */
  exclusion: string
  /** An application of the sample applicant to cancel a paper exclusion, pending. */
  cancellation: string
  /** A union join application of the sample member, with its files. */
  join: string
  /** A file of an exclusion application. */
  documentId: number
  /** An account the super-administrator may disable. */
  userId: string
  scheme: { id: string; title: string; category: string; description: string; version: number }
  /** A product on the register, for a manager to recall and to give a threshold. */
  productCode: string
}

const contractCalls = (): Record<string, CallSample> =>
  Object.fromEntries(
    Object.values(CONTRACTS).map((contract): [string, CallSample] => [
      `/api/${contract.call}`,
      {
        encoding: contract.encoding,
        // The self-exclusion with a support person, so that their list is fuzzed too.
        body:
          contract.kind === 'exclusion'
            ? CASE_SAMPLES['exclusion-self'].data
            : (SAMPLE_DATA[contract.kind] as Record<string, unknown>),
        files: SAMPLE_FILES[contract.kind],
        reference: contract.kind as ReferenceKind,
        ...(contract.encoding === 'json' ? {} : { fileField: Object.keys(contract.files)[0] }),
      },
    ]),
  )

export function callSamples(seeded: Seeded): Record<string, CallSample> {
  const json = (body: Record<string, unknown>, as?: string): CallSample => ({
    encoding: 'json',
    body,
    ...(as ? { as } : {}),
  })
  const day = '2026-01-01'
  // A deduction schedule of the sample join's payroll number (a 400 when it is not approved).
  const schedule = {
    month: '2026-10',
    source: 'government-payroll',
    csv: 'number,amount,month\nBTU123456,126.00,2026-10\n',
  }
  return {
    ...contractCalls(),
    '/api/product/check': json({ code: 'BWP100001' }),
    '/api/organisation/verify': json({ query: 'Sample Gaming' }),
    '/api/promotions/verify': json({ code: 'BWP100001', promo: 'PROMO2026' }),
    '/api/documents/verify': json({ reference: 'DOC00012345' }),
    '/api/documents/authenticate': {
      encoding: 'fields',
      body: {},
      files: { file: 'document' },
      fileField: 'file',
    },
    '/api/callerId/check': json({ phone: '+26771234567' }),
    '/api/certifier/list': json({ page: 1, pageSize: 20 }),
    '/api/certifier/search': json({ query: 'laboratory', page: 1, pageSize: 20 }),
    '/api/exclusions/status': json({
      idNumber: SAMPLE_DATA.exclusion.applicant.idNumber,
      reference: seeded.exclusion,
    }),
    '/api/exclusions/extend': json({
      idNumber: SAMPLE_DATA.exclusion.applicant.idNumber,
      reference: seeded.exclusion,
      period: 'P6M',
    }),
    '/api/exclusions/withdraw-cancellation': json({
      idNumber: SAMPLE_DATA.exclusion.applicant.idNumber,
      reference: seeded.cancellation,
    }),
    '/api/schemes/list': json({}),
    '/api/premium/quote': json({
      packageId: 'poloko-lerato',
      memberDateOfBirth: '1986-04-10',
      addOns: [{ addOnId: 'poloko-lerato-spouse', dateOfBirth: '1988-09-02' }],
      deductionSource: 'payroll',
    }),
    '/api/members/me': json({}, MEMBER),
    '/api/members/auth/start': json({ email: 'fuzz.asks@example.org' }),
    '/api/members/auth/verify': json({ email: 'fuzz.member@example.org', code: '123456' }),
    '/api/members/auth/me': json({}, MEMBER),
    '/api/register/check': json({ idNumber: SAMPLE_DATA.exclusion.applicant.idNumber }, FACILITY),
    '/api/members/status': json({
      idNumber: SAMPLE_DATA.insuranceJoin.user.identificationNumber,
      reference: seeded.join,
    }),
    '/api/keys/public': json({}),
    '/api/verify/snapshot': json({}),
    '/api/auth/login': json({ email: SUPER, password: 'demo-staff-password' }),
    '/api/uploads': {
      encoding: 'tus',
      body: { filename: 'photo 😀.png', filetype: 'image/png' },
      reference: 'productReport',
      length: 1000,
      repaired: ['filename', 'filetype'],
    },
    '/api/auth/logout': json({}, SIGNS_OUT),
    '/api/auth/me': json({}, SUPER),
    '/api/auth/password': json(
      { currentPassword: 'demo-staff-password', newPassword: 'a-new-demo-password' },
      CHANGES_PASSWORD,
    ),
    '/api/staff/users/list': json({ organisation: 'verify', page: 1, pageSize: 20 }, SUPER),
    '/api/staff/users/create': json(
      { email: 'fuzz.sample@verify.example', role: 'auditor', organisation: 'verify' },
      SUPER,
    ),
    '/api/staff/users/disable': json({ userId: seeded.userId }, SUPER),
    '/api/staff/users/clear-sign-in-wait': json({ userId: seeded.userId }, SUPER),
    '/api/staff/audit/list': json(
      { actor: 'super', action: 'sign-in', from: day, to: '2099-12-31', page: 1, pageSize: 20 },
      SUPER,
    ),
    '/api/staff/cases/list': json(
      {
        area: 'complaints',
        status: 'PENDING',
        kind: 'complaint',
        from: day,
        page: 1,
        pageSize: 20,
      },
      SUPER,
    ),
    '/api/staff/cases/counts': json({ area: 'complaints' }, SUPER),
    '/api/staff/cases/mine': json({ page: 1, pageSize: 20 }, SUPER),
    '/api/staff/cases/show': json({ area: 'complaints', reference: seeded.complaint }, SUPER),
    '/api/staff/cases/decide': json(
      {
        area: 'complaints',
        reference: seeded.complaint,
        decision: 'APPROVED',
        note: 'Checked with the casino:\nthey paid.',
      },
      SUPER,
    ),
    '/api/staff/files/read': {
      ...json({ documentId: seeded.documentId }, SUPER),
      answersFile: true,
    },
    '/api/staff/documents/verify': json({ documentId: seeded.documentId }, SUPER),
    '/api/staff/schemes/list': json({}, SUPER),
    '/api/staff/products/find': json({ code: seeded.productCode.slice(0, 4) }, SUPER),
    '/api/staff/products/set-status': json(
      { code: seeded.productCode, status: 'recalled', reason: 'Recalled by the maker' },
      SUPER,
    ),
    '/api/staff/products/set-threshold': json({ code: seeded.productCode, threshold: 100 }, SUPER),
    '/api/staff/deductions/preview': json(schedule, SUPER),
    '/api/staff/deductions/confirm': json(schedule, SUPER),
    '/api/staff/deductions/imports': json({ page: 1 }, SUPER),
    '/api/staff/members/show': json({ number: seeded.join }, SUPER),
    '/api/staff/schemes/save': {
      encoding: 'fields',
      body: {
        id: seeded.scheme.id,
        title: seeded.scheme.title,
        category: seeded.scheme.category,
        description: seeded.scheme.description,
        version: String(seeded.scheme.version),
      },
      fileField: 'image',
      as: SUPER,
    },
  }
}
