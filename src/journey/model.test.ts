import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { exclusionContract } from '../shared/contracts/exclusion'
import { SAMPLE_DATA } from '../shared/contracts/samples'
import {
  dataOf,
  getAt,
  isOptional,
  prune,
  setAt,
  visibleFields,
  visibleSteps,
  type PickedFile,
} from './model'
import { checksOf } from './checks'
import { defineJourney, type Field } from './types'

const text = (path: string): Field => ({ path, control: 'text', label: msg`Field` })
const journey = defineJourney({
  id: 'test',
  contract: exclusionContract,
  title: msg`Apply`,
  path: '/test',
  startPath: '/',
  fixed: { kind: 'third-party' },
  steps: [
    {
      id: 'you',
      title: msg`You`,
      fields: [text('applicant.fullName'), text('applicant.email'), text('applicant.fax')],
    },
    {
      id: 'relationship',
      title: msg`Relationship`,
      fields: [
        { path: 'relationship', control: 'radios', label: msg`Relationship`, options: [] },
        text('otherRelationship'),
      ],
    },
    {
      id: 'reference',
      title: msg`Reference`,
      fields: [
        { path: 'hadReferenceNumber', control: 'radios', label: msg`Had`, options: [] },
        text('exclusionReferenceNumber'),
      ],
    },
    {
      id: 'files',
      title: msg`Files`,
      fields: [
        { path: 'picture', control: 'file', label: msg`Picture` },
        { path: 'counsellingReport', control: 'file', label: msg`Report` },
      ],
    },
  ],
})
const checks = checksOf(journey, exclusionContract)
const step = (id: string) => journey.steps.find((s) => s.id === id)!
const file = (field: string): PickedFile => ({
  id: field,
  field,
  name: `${field}.pdf`,
  type: 'application/pdf',
  data: new ArrayBuffer(8),
})

describe('paths', () => {
  it('reads and writes nested answers without changing the original', () => {
    const answers = { applicant: { fullName: 'Neo' } }
    const next = setAt(answers, 'applicant.email', 'a@b.org')
    expect(getAt(next, 'applicant.email')).toBe('a@b.org')
    expect(answers).toEqual({ applicant: { fullName: 'Neo' } })
    expect(setAt(next, 'applicant.email', undefined)).toEqual(answers)
    expect(setAt({ items: [{ a: 1 }] }, 'items.1.a', 2)).toEqual({ items: [{ a: 1 }, { a: 2 }] })
  })
})

describe('a page', () => {
  it('gives each empty field of a group not yet started its own message', () => {
    expect(checks.stepErrors(step('you'), {}, [])).toEqual([
      { path: 'applicant.fullName', message: 'Enter your name' },
      { path: 'applicant.email', message: 'Enter an email address' },
    ])
  })

  it('shows the other relationship only when it is other, and asks for it then', () => {
    const steps = (answers: Record<string, unknown>) =>
      visibleSteps(journey, answers).find((s) => s.id === 'relationship')!.fields.length
    expect(checks.stepErrors(step('relationship'), { relationship: 'other' }, [])).toEqual([
      {
        path: 'otherRelationship',
        message: 'Enter your relationship to the person you want excluded',
      },
    ])
    expect(checks.stepErrors(step('relationship'), { relationship: 'son' }, [])).toEqual([])
    expect(steps({ relationship: 'other' })).toBe(2)
  })

  it('marks optional answers by the contract and the answers', () => {
    const fax = step('you').fields[2]!
    expect(isOptional(journey, fax, {})).toBe(true)
    expect(isOptional(journey, step('you').fields[0]!, {})).toBe(false)
    const reference = step('reference').fields[1]!
    expect(isOptional(journey, reference, { hadReferenceNumber: true })).toBe(false)
  })

  it('shows only the uploads the kind takes, and asks for the needed ones', () => {
    // A third party's own picture is optional; a counselling report is not taken at all.
    const files = visibleFields(journey, step('files'), {})
    expect(files.map((f) => f.path)).toEqual(['picture'])
    expect(checks.stepErrors(step('files'), {}, [])).toEqual([])
    const cancel = defineJourney({ ...journey, fixed: { kind: 'cancel' } })
    expect(checksOf(cancel, exclusionContract).stepErrors(step('files'), {}, [])).toEqual([
      { path: 'counsellingReport', message: 'Select a file' },
    ])
    expect(
      checksOf(cancel, exclusionContract).stepErrors(step('files'), {}, [
        file('counsellingReport'),
      ]),
    ).toEqual([])
  })
})

describe('a change of answer', () => {
  it('drops the answers and files it makes irrelevant', () => {
    const answers = { relationship: 'other', otherRelationship: 'Neighbour' }
    expect(prune(journey, { ...answers, relationship: 'son' }, []).answers).toEqual({
      relationship: 'son',
    })
    const self = defineJourney({ ...journey, fixed: { kind: 'self' } })
    const kept = prune(self, { player: { fullName: 'X' } }, [
      file('picture'),
      file('counsellingReport'),
    ])
    expect(kept.answers).toEqual({})
    expect(kept.files.map((f) => f.field)).toEqual(['picture'])
  })

  it('keeps an answer asked by two fields while one of them shows', () => {
    const label = (kind: string) => ({
      ...text('applicant.idNumber'),
      when: (answers: Record<string, unknown>) => answers.relationship === kind,
    })
    const twice = defineJourney({
      ...journey,
      steps: [{ id: 'id', title: msg`Id`, fields: [label('son'), label('spouse')] }],
    })
    const answers = { relationship: 'spouse', applicant: { idNumber: '123456789' } }
    expect(prune(twice, answers, []).answers).toEqual(answers)
    expect(prune(twice, { ...answers, relationship: 'aunt' }, []).answers).toEqual({
      relationship: 'aunt',
      applicant: {},
    })
  })
})

describe('the data', () => {
  it('is the answers that apply, the fixed ones, without blanks', () => {
    expect(dataOf(journey, { applicant: { fullName: 'Neo', fax: ' ' }, relationship: '' })).toEqual(
      {
        kind: 'third-party',
        applicant: { fullName: 'Neo' },
      },
    )
  })

  it('is derived by the journey last, after blanks are gone', () => {
    const derived = defineJourney({
      ...journey,
      derive: ({ relationship: _, ...data }) => ({ ...data, description: 'worked out' }),
    })
    expect(dataOf(derived, { relationship: 'son', applicant: { fax: ' ' } })).toEqual({
      kind: 'third-party',
      applicant: {},
      description: 'worked out',
    })
  })

  it('finds the first page still to answer', () => {
    const self = defineJourney({ ...journey, fixed: { kind: 'self' } })
    const { kind: _, ...answers } = SAMPLE_DATA.exclusion
    expect(
      checksOf(self, exclusionContract).firstStepWithErrors(answers, [file('picture')]),
    ).toBeUndefined()
    expect(
      checksOf(self, exclusionContract).firstStepWithErrors({ ...answers, applicant: {} }, [])?.id,
    ).toBe('you')
  })
})
