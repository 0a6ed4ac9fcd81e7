/**
 * Test support for the case calls (imported by *.test.ts only): cases put in the submissions
 * store the way the route family keeps them (storeSubmission, files in the uploads store), of
 * any kind, optionally as submitted by an agent; and the staff calls as one-liners.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { CONTRACTS, type ContractKind } from '../../../src/shared/contracts'
import type { AnyContract } from '../../../src/shared/contracts/contract'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { AppLocale } from '../../../src/shared/locales'
import { makeReference, type ReferenceKind } from '../../../src/shared/reference'
import { parseEnv } from '../env'
import { seedInsurance } from '../insurance/seed'
import { sniffMediaType } from '../uploads/sniff'
import { storeSubmission } from '../submissions/store'
import { staffPost, type StaffTest } from '../auth/testing'

const contractOf = (kind: ContractKind) => CONTRACTS[kind] as AnyContract

export interface NewCase {
  kind: ContractKind
  data?: Record<string, unknown>
  /** Upload field -> files (name and bytes). */
  files?: Record<string, Array<{ name: string; bytes: Uint8Array }>>
  /** The agent's staff account id. */
  submittedBy?: string
  /** The app locale it was made in ('en' when not given). */
  language?: AppLocale
}

export async function addCase(t: StaffTest, spec: NewCase): Promise<string> {
  const reference = makeReference(spec.kind as ReferenceKind)
  const data = spec.data ?? (SAMPLE_DATA[spec.kind] as Record<string, unknown>)
  // A join is priced against the catalogue, as members/join does.
  if (spec.kind === 'insuranceJoin') await seedInsurance(t.db)
  // As the multipart reader leaves them: temporary files the store then takes.
  const folder = mkdtempSync(join(tmpdir(), 'staff-case-'))
  const files = Object.entries(spec.files ?? {}).flatMap(([field, list]) =>
    list.map(({ name, bytes }, position) => {
      const path = join(folder, `${field}-${position}`)
      writeFileSync(path, bytes)
      return {
        field,
        position,
        name,
        size: bytes.length,
        path,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        type: sniffMediaType(bytes)!,
      }
    }),
  )
  const env = parseEnv({ NODE_ENV: 'test' })
  try {
    await storeSubmission(t.db, env, contractOf(spec.kind), {
      reference,
      data,
      files,
      submittedBy: spec.submittedBy,
      ...(spec.language ? { language: spec.language } : {}),
    })
  } finally {
    // What the store did not take, and the folder, as the multipart reader removes its own.
    rmSync(folder, { recursive: true, force: true })
  }
  return reference
}

/** The id of a demo staff account. */
export async function staffId(t: StaffTest, email: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('select id from staff_users where email = $1', [
    email,
  ])
  return row!.id
}

/** POST a staff call and read its envelope; fails the test on another status. */
export async function staffData<T>(
  t: StaffTest,
  path: string,
  body: unknown,
  cookie: string,
  status = 200,
): Promise<{ data: T } & Record<string, unknown>> {
  const response = await staffPost(t.app, `/api/staff/${path}`, body, { cookie })
  const text = await response.text()
  expect(response.status, `${path}: ${text}`).toBe(status)
  return JSON.parse(text) as { data: T } & Record<string, unknown>
}
