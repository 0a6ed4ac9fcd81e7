/**
 * The registry of form kinds (src/shared/contracts/kinds.ts) against every part of the house
 * that reads it: each kind has its contract (of its kind, in its area), a valid sample of each
 * of its case kinds, its journeys at its first pages and asking only what its contract takes,
 * and a staff reading that shows every answer under its question, each choice in words. The
 * tables keyed by kind are typed `Record<FormKind | CaseKind, …>`, so a kind left out of one
 * does not compile; what the types cannot say is checked here.
 */
import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { saveSchemes } from '../../src/features/insurance/storage'
import { SERVICE_GROUPS } from '../../src/features/self-help/services'
import { FOOTER_LINKS, NAV_LINKS } from '../../src/components/layout/nav-links'
import { answerSections, type Reading } from '../../src/features/staff/answers'
import { KIND_LABELS, UPLOAD_FIELD_LABELS } from '../../src/features/staff/case-labels'
import { decisionWords } from '../../src/i18n/decision-words'
import { setAt, getAt } from '../../src/journey/model'
import type { Field, Journey } from '../../src/journey/types'
import { completeJourney } from '../../src/journey/worked-out'
import { READINGS } from '../../src/routes/staff/cases/-readings'
import { CONTRACTS } from '../../src/shared/contracts'
import { referenceArea } from '../../src/config/areas'
import {
  FORM_KINDS,
  allCaseKinds,
  caseKindOf,
  KINDS,
  kindOfReference,
  type CaseKind,
} from '../../src/shared/contracts/kinds'
import { CASE_SAMPLES } from '../../src/shared/contracts/samples'
import { STATUS_CHECK_KINDS } from '../../src/shared/contracts/status'
import { makeReference } from '../../src/shared/reference'
import type { CaseDetail } from '../../src/shared/schemas/staff-cases'
import { SAMPLE_SCHEMES } from '../../server/src/insurance/seed-data'

// What a form works out reads in the app's language (the join's cover): the app's i18n, in English.
i18n.loadAndActivate({ locale: 'en', messages: {} })

type Loose = { [key: string]: unknown }

/** Whether the contract's schema has an answer at `keys` (`*`: an item of a list). */
function schemaHas(schema: unknown, keys: readonly string[]): boolean {
  let node = schema as Loose
  while (node.wrapped) node = node.wrapped as Loose
  if (keys.length === 0) return true
  const [key, ...rest] = keys
  if (node.type === 'array') return key === '*' && schemaHas(node.item, rest)
  if (Array.isArray(node.options)) return node.options.some((option) => schemaHas(option, keys))
  const entries = node.entries as Loose | undefined
  return Boolean(entries && Object.hasOwn(entries, key!) && schemaHas(entries[key!], rest))
}

function paths(fields: readonly Field[], base = ''): Array<{ path: string; field: Field }> {
  return fields.flatMap((field) => {
    const path = base ? `${base}.${field.path}` : field.path
    return field.control === 'group' ? paths(field.fields, `${path}.*`) : [{ path, field }]
  })
}

const detail = (kind: CaseKind): CaseDetail => ({
  reference: makeReference(CASE_SAMPLES[kind].kind),
  area: FORM_KINDS[CASE_SAMPLES[kind].kind].area,
  kind,
  status: 'PENDING',
  subject: null,
  submittedAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  lastDay: null,
  data: CASE_SAMPLES[kind].data,
  submittedBy: null,
  decision: null,
  productCode: null,
  documents: Object.entries(CASE_SAMPLES[kind].files).map(([field], id) => ({
    id,
    field,
    fileName: `${field}.pdf`,
    mediaType: 'application/pdf',
    size: 1000,
    sha256: '0'.repeat(64),
  })) as unknown as CaseDetail['documents'],
  history: [],
  exclusion: null,
  supportPersons: [],
  claim: null,
  messages: [],
})

/** The values of choices that must never show as they are stored. */
function codesOf(reading: Reading): Set<string> {
  const codes = new Set<string>()
  for (const step of reading.journey.steps) {
    for (const { field } of paths(step.fields)) {
      if ('options' in field) field.options.forEach((option) => codes.add(String(option.value)))
    }
  }
  for (const scheme of SAMPLE_SCHEMES) {
    for (const pkg of scheme.packages) {
      codes.add(pkg.id)
      pkg.addOns.forEach((addOn) => codes.add(addOn.id))
    }
  }
  return codes
}

beforeAll(() => {
  // The catalogue the union's staff read a join's cover from (here, as kept on the device).
  saveSchemes(SAMPLE_SCHEMES, new Date())
})

const CASE_KINDS = allCaseKinds()

describe('the registry of form kinds', () => {
  it('gives each kind its own prefix, and its contract of that kind, in its area', () => {
    const prefixes = KINDS.map((kind) => FORM_KINDS[kind].prefix)
    expect(new Set(prefixes).size).toBe(KINDS.length)
    for (const kind of KINDS) {
      expect(FORM_KINDS[kind].prefix).toMatch(/^[A-Z]{2}$/)
      expect(CONTRACTS[kind].kind).toBe(kind)
      expect(CONTRACTS[kind].area).toBe(FORM_KINDS[kind].area)
      expect(kindOfReference(makeReference(kind))).toBe(kind)
      // As the build writes the prefixes in for the root layout (vite.config.ts).
      expect(referenceArea(makeReference(kind))).toBe(FORM_KINDS[kind].app)
    }
  })

  it('has a valid sample of every kind of case, read back as that case kind', () => {
    for (const kind of CASE_KINDS) {
      const sample = CASE_SAMPLES[kind]
      const result = v.safeParse(CONTRACTS[sample.kind].schema, sample.data)
      expect(result.issues?.map((issue) => v.getDotPath(issue)) ?? [], kind).toEqual([])
      expect(caseKindOf(sample.kind, sample.data)).toBe(kind)
      expect(KIND_LABELS[kind], kind).toBeDefined()
    }
  })

  it('names every file of every kind on the staff case page', () => {
    for (const kind of KINDS) {
      for (const field of Object.keys(CONTRACTS[kind].files)) {
        expect(Object.hasOwn(UPLOAD_FIELD_LABELS, field), `${kind}: ${field}`).toBe(true)
      }
    }
  })

  it('gives every kind a status check finds its words for each decision', () => {
    for (const kind of STATUS_CHECK_KINDS) expect(decisionWords(kind), kind).toBeDefined()
  })
})

describe.each(CASE_KINDS)('a case of the kind %s', (kind) => {
  it('has a journey at its first page asking only what its contract takes', async () => {
    const reading = await READINGS[kind]()
    const journey: Journey = await completeJourney(reading.journey)
    const formKind = CASE_SAMPLES[kind].kind
    expect(FORM_KINDS[formKind].firstPages).toContain(journey.path)
    expect(journey.contract.kind).toBe(formKind)
    const contract = await journey.contract.load()
    for (const step of journey.steps) {
      for (const { path, field } of paths(step.fields)) {
        if (field.control === 'file') {
          expect(Object.keys(contract.files), path).toContain(path)
        } else if (!schemaHas(contract.schema, path.split('.'))) {
          // A question that only opens others (`hasSpouse`) is asked, and never sent.
          const sent = journey.derive?.(setAt({}, path.replaceAll('*', '0'), true)) ?? {}
          expect(getAt(sent, path.replaceAll('*', '0')), `${kind}: ${path}`).toBeUndefined()
          expect(journey.derive, `${kind}: ${path} is not in its contract`).toBeDefined()
        }
      }
    }
  })

  it("is offered on its area's menu at its journey's page", async () => {
    const { journey } = await READINGS[kind]()
    const app = FORM_KINDS[CASE_SAMPLES[kind].kind].app
    if (app === 'self-help') {
      const services = SERVICE_GROUPS.flatMap((group) => group.services)
      expect(services.find((service) => service.kind === kind)?.to, kind).toBe(journey.path)
    }
    if (app === 'verify') {
      const links = [...NAV_LINKS, ...FOOTER_LINKS].map((link) => link.to)
      expect(links).toContain(journey.path)
    }
  })

  it('reads on the staff case page under its questions, each choice in words', async () => {
    const reading = await READINGS[kind]()
    const sections = answerSections(i18n, detail(kind), reading)
    const rows = sections.flatMap((section) => section.rows)
    expect(rows.length).toBeGreaterThan(3)
    const codes = codesOf(reading)
    for (const row of rows) {
      expect(row.label, row.path).not.toMatch(/\w\.\w/)
      for (const line of row.lines) expect(codes.has(line), `${row.path}: ${line}`).toBe(false)
    }
  })
})

describe('a self-exclusion on the staff case page', () => {
  it('reads each support person under their own heading', async () => {
    const reading = await READINGS['exclusion-self']()
    const rows = answerSections(i18n, detail('exclusion-self'), reading).flatMap(
      (section) => section.rows,
    )
    const row = (path: string) => rows.find((found) => found.path === path)
    expect(row('supportPersons.0.fullName')).toMatchObject({
      item: { label: 'Support person 1', question: 'Their full name' },
      lines: ['Onalenna Sample'],
    })
    expect(row('supportPersons.0.relationship')?.lines).toEqual(['Sister'])
    expect(row('supportPersons.0.phone')?.lines).toEqual(['+26773456789'])
  })
})

describe('a join on the staff case page', () => {
  it('groups each dependent and account, and gives the cover with its prices', async () => {
    const sections = answerSections(i18n, detail('insuranceJoin'), await READINGS.insuranceJoin())
    const rows = sections.flatMap((section) => section.rows)
    const text = (path: string) =>
      rows.find((row) => row.path === path)?.lines.map((line) => line.replace(/\s/g, ' '))
    expect(rows.find((row) => row.path === 'dependents.0.firstName')?.item).toEqual({
      label: 'Dependent 1',
      question: 'First name',
    })
    expect(text('spouse.firstName')).toEqual(['Thabo'])
    expect(text('packageId')).toEqual(['POLOKO: Lerato, P 85.00 a month'])
    expect(text('addOns')).toEqual([
      expect.stringMatching(/: Thabo Sample, P 27\.00 a month$/),
      expect.stringMatching(/: Naledi Sample, P 14\.00 a month$/),
    ])
    expect(text('deductionAmount')).toEqual(['P 126.00'])
  })
})
