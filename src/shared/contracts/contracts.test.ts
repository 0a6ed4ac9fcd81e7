/**
 * Every contract, generically: its sample is valid; each field, made
 * invalid or left out, gives exactly one error, on that field; its files are counted by rule.
 */
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { toFieldErrors } from '../messages'
import { fileCountProblems, lookupKey, lookupKeys, type FileRule } from './contract'
import { CONTRACTS, type ContractKind } from './index'
import { SAMPLE_DATA, SAMPLE_FILES } from './samples'

const kinds = Object.keys(CONTRACTS) as ContractKind[]
const errorsOf = (kind: ContractKind, input: unknown) => {
  const schema = CONTRACTS[kind].schema as v.GenericSchema
  const result = v.safeParse(schema, input)
  return result.success ? [] : toFieldErrors(result.issues, schema)
}
/** Every path the schema accepts without an answer, `*` for any item of a list. */
function unansweredPaths(schema: v.GenericSchema, prefix = ''): string[] {
  let node = schema as {
    wrapped?: unknown
    entries?: Record<string, v.GenericSchema>
    item?: unknown
  }
  while (node.wrapped) node = node.wrapped as typeof node
  if (node.item) return unansweredPaths(node.item as v.GenericSchema, `${prefix}*.`)
  return Object.entries(node.entries ?? {}).flatMap(([key, entry]) => [
    ...(v.safeParse(entry, undefined).success ? [`${prefix}${key}`] : []),
    ...unansweredPaths(entry, `${prefix}${key}.`),
  ])
}

const counts = (kind: ContractKind) =>
  Object.fromEntries(Object.keys(SAMPLE_FILES[kind]).map((field) => [field, 1]))

describe.each(kinds)('the %s contract', (kind) => {
  const sample: Record<string, unknown> = SAMPLE_DATA[kind]

  it('accepts its sample', () => {
    expect(errorsOf(kind, sample)).toEqual([])
    expect(fileCountProblems(CONTRACTS[kind], sample, counts(kind))).toEqual([])
  })

  it.each(Object.keys(sample))('answers one error for an invalid %s', (field) => {
    const errors = errorsOf(kind, { ...sample, [field]: 12345 })
    expect(errors).toHaveLength(1)
    expect(errors[0]?.path).toBe(field)
    expect(errors[0]?.message).not.toMatch(/Invalid (type|key)|Expected/)
  })

  it('outlines the schema: the answers it lets go unanswered, its whole self by load()', async () => {
    const contract = CONTRACTS[kind]
    expect([...contract.optional].sort()).toEqual(unansweredPaths(contract.schema).sort())
    expect(await contract.load()).toBe(contract)
  })

  it('refuses an unknown field', () => {
    expect(errorsOf(kind, { ...sample, extra: 'x' })).toEqual([
      { path: 'extra', message: expect.any(String) },
    ])
  })

  it('asks for every needed file, and lets an optional one go (a scam call’s screenshot)', () => {
    for (const field of Object.keys(SAMPLE_FILES[kind])) {
      const fewer = { ...counts(kind), [field]: 0 }
      const needed = (CONTRACTS[kind].files as Record<string, FileRule>)[field]?.required
      expect(fileCountProblems(CONTRACTS[kind], sample, fewer)).toEqual(
        needed?.(sample) ? [{ path: field, key: 'file.required' }] : [],
      )
    }
  })
})

describe('exclusion conditions', () => {
  const base = SAMPLE_DATA.exclusion
  const thirdParty = {
    ...base,
    kind: 'third-party',
    player: { ...base.applicant, fullName: 'Mpho Sample', idNumber: '555444333', email: undefined },
    relationship: 'other',
    otherRelationship: 'Neighbour',
    description: 'He has lost his savings at the tables.',
  }

  it('names the player, the relationship and the description for a third party', () => {
    expect(errorsOf('exclusion', { ...base, kind: 'third-party' }).map((e) => e.path)).toEqual([
      'player',
      'relationship',
      'description',
    ])
    expect(errorsOf('exclusion', thirdParty)).toEqual([])
  })

  it('asks for the other relationship only when it is other', () => {
    const { otherRelationship: _, ...withoutOther } = thirdParty
    expect(errorsOf('exclusion', withoutOther)).toEqual([
      {
        path: 'otherRelationship',
        message: 'Enter your relationship to the person you want excluded',
      },
    ])
    expect(errorsOf('exclusion', { ...thirdParty, relationship: 'uncle' })).toEqual([
      { path: 'otherRelationship', message: expect.stringMatching(/^Leave this out/) },
    ])
  })

  it('refuses a player with the applicant’s own ID or passport number, however typed', () => {
    const message = 'The person you want excluded cannot have the same ID or passport number as you'
    const typed = base.applicant.idNumber.replace(/(\d{3})(?=\d)/g, '$1 ')
    expect(typed).not.toBe(base.applicant.idNumber)
    expect(
      errorsOf('exclusion', { ...thirdParty, player: { ...thirdParty.player, idNumber: typed } }),
    ).toEqual([{ path: 'player.idNumber', message }])
  })

  it('asks how long a self or third-party exclusion lasts, and only those', () => {
    const { period: _, ...noPeriod } = base
    expect(errorsOf('exclusion', noPeriod)).toEqual([
      { path: 'period', message: 'Select how long the exclusion should last' },
    ])
    expect(errorsOf('exclusion', { ...base, period: 'P3M' })[0]?.path).toBe('period')
    const appeal = {
      ...base,
      kind: 'appeal',
      description: 'The decision was wrong.',
      exclusionReferenceNumber: 'EXC12345',
    }
    expect(errorsOf('exclusion', appeal).map((e) => e.path)).toEqual(['period'])
  })

  it('refuses a player on a self-exclusion', () => {
    expect(errorsOf('exclusion', { ...base, player: thirdParty.player })[0]?.path).toBe('player')
  })

  it('asks for the exclusion reference number when the legacy flag is yes, and on appeal', () => {
    expect(errorsOf('exclusion', { ...base, hadReferenceNumber: true })).toEqual([
      { path: 'exclusionReferenceNumber', message: 'Enter the code' },
    ])
    const { period: _, ...noPeriod } = base
    const appeal = { ...noPeriod, kind: 'appeal', description: 'The decision was wrong.' }
    expect(errorsOf('exclusion', appeal).map((e) => e.path)).toEqual(['exclusionReferenceNumber'])
    expect(errorsOf('exclusion', { ...appeal, exclusionReferenceNumber: 'EXC12345' })).toEqual([])
  })

  describe('support persons', () => {
    const person = { fullName: 'Onalenna Sample', relationship: 'Sister', phone: '+26773456789' }
    const withPersons = (supportPersons: unknown[]) => ({ ...base, supportPersons })

    it('takes up to five on a self-exclusion, each with a phone number or an email address', () => {
      expect(errorsOf('exclusion', withPersons([]))).toEqual([])
      const five = Array.from({ length: 5 }, (_, n) =>
        n % 2 ? { ...person, phone: undefined, email: `p${n}@example.org` } : person,
      )
      expect(errorsOf('exclusion', withPersons(five))).toEqual([])
    })

    it('refuses a sixth', () => {
      expect(errorsOf('exclusion', withPersons(Array(6).fill(person)))).toEqual([
        { path: 'supportPersons', message: 'Add 5 support persons or fewer' },
      ])
    })

    it('refuses one with neither a phone number nor an email address', () => {
      const { phone: _, ...noContact } = person
      expect(errorsOf('exclusion', withPersons([person, { ...noContact, email: ' ' }]))).toEqual([
        {
          path: 'supportPersons.1.phone',
          message: 'Enter a phone number or an email address for this support person',
        },
      ])
    })

    it('checks each answer by the shared rules', () => {
      const wrong = { fullName: 'N', relationship: '', phone: '12', email: 'no' }
      expect(errorsOf('exclusion', withPersons([wrong])).map((e) => e.path)).toEqual([
        'supportPersons.0.fullName',
        'supportPersons.0.relationship',
        'supportPersons.0.phone',
        'supportPersons.0.email',
      ])
    })

    it('refuses them on any other kind', () => {
      const appeal = {
        ...base,
        period: undefined,
        kind: 'appeal',
        description: 'The decision was wrong.',
        exclusionReferenceNumber: 'EXC12345',
      }
      expect(errorsOf('exclusion', appeal)).toEqual([])
      for (const other of [thirdParty, appeal, { ...appeal, kind: 'cancel' }]) {
        expect(errorsOf('exclusion', { ...other, supportPersons: [person] })).toEqual([
          { path: 'supportPersons', message: expect.stringMatching(/^Leave this out/) },
        ])
      }
    })
  })

  it('wants the confirmation ticked', () => {
    expect(errorsOf('exclusion', { ...base, confirmed: false })).toEqual([
      { path: 'confirmed', message: 'Confirm that the information you have given is correct' },
    ])
  })

  it('asks for the files of each kind', () => {
    const c = CONTRACTS.exclusion
    expect(fileCountProblems(c, thirdParty, { idCopy: 1 }).map((p) => p.path)).toEqual([
      'playerIdCopy',
      'playerPicture',
    ])
    expect(fileCountProblems(c, { ...base, kind: 'cancel' }, { idCopy: 1, picture: 1 })).toEqual([
      { path: 'picture', key: 'file.notExpected' },
      { path: 'counsellingReport', key: 'file.required' },
    ])
    expect(fileCountProblems(c, base, { idCopy: 2, picture: 1 })).toEqual([
      { path: 'idCopy', key: 'file.tooMany', values: { max: 1 } },
    ])
    expect(fileCountProblems(c, base, { idCopy: 1, picture: 1, selfie: 1 })).toEqual([
      { path: 'selfie', key: 'file.unknown' },
    ])
  })
})

describe('report conditions', () => {
  const base = SAMPLE_DATA.report

  it('takes no contact details when anonymous, and wants them otherwise', () => {
    expect(errorsOf('report', { ...base, anonymous: true })[0]?.path).toBe('contact')
    const { contact: _, ...anonymous } = { ...base, anonymous: true }
    expect(errorsOf('report', anonymous)).toEqual([])
    const { contact: __, ...named } = base
    expect(errorsOf('report', named)).toEqual([{ path: 'contact', message: expect.any(String) }])
  })

  it('wants a phone number or an email address with a name, on the phone number', () => {
    const fullName = 'Kabo Sample'
    expect(errorsOf('report', { ...base, contact: { fullName } })).toEqual([
      {
        path: 'contact.contactPhone',
        message: 'Enter a phone number or an email address, so that an officer can contact you',
      },
    ])
    expect(
      errorsOf('report', { ...base, contact: { fullName, email: 'kabo@example.org' } }),
    ).toEqual([])
    expect(
      errorsOf('report', { ...base, contact: { fullName, contactPhone: '71-234-567' } }),
    ).toEqual([])
  })

  it('keeps coordinates as "lat,lng"', () => {
    const out = v.parse(CONTRACTS.report.schema, { ...base, coordinates: ' -24.65, 25.91 ' })
    expect(out.coordinates).toBe('-24.65,25.91')
    expect(errorsOf('report', { ...base, coordinates: '95, 10' })[0]?.path).toBe('coordinates')
  })
})

describe('a report of a fake', () => {
  const base = SAMPLE_DATA.productReport
  const photos = (n: number) => fileCountProblems(CONTRACTS.productReport, base, { photos: n })

  it('takes 1 to 4 photos', () => {
    expect(photos(0)).toEqual([{ path: 'photos', key: 'file.required' }])
    expect(photos(1)).toEqual([])
    expect(photos(4)).toEqual([])
    expect(photos(5)).toEqual([{ path: 'photos', key: 'file.tooMany', values: { max: 4 } }])
  })

  it('takes a place from "Use my location" within range, kept as "lat,lng"', () => {
    const out = v.parse(CONTRACTS.productReport.schema, { ...base, coordinates: '-24.658, 25.912' })
    expect(out.coordinates).toBe('-24.658,25.912')
    for (const coordinates of ['95, 10', '-24.6, 181', '-24.6', 'here', '1e3, 2']) {
      expect(errorsOf('productReport', { ...base, coordinates }), coordinates).toEqual([
        {
          path: 'coordinates',
          message: 'Enter a location as latitude and longitude, like -24.65, 25.91',
        },
      ])
    }
    const { coordinates: _, ...without } = base
    expect(errorsOf('productReport', without)).toEqual([])
  })

  it('checks a code by the shared code rule, and goes without one', () => {
    const out = v.parse(CONTRACTS.productReport.schema, { ...base, productCode: ' smp-100 001 ' })
    expect(out.productCode).toBe('SMP100001')
    expect(errorsOf('productReport', { ...base, productCode: 'AB1' })[0]?.path).toBe('productCode')
    expect(errorsOf('productReport', { ...base, productCode: 'SMP#100001' })[0]?.path).toBe(
      'productCode',
    )
    const { productCode: _, ...without } = base
    expect(errorsOf('productReport', without)).toEqual([])
    expect(errorsOf('productReport', { ...base, productCode: '  ' })).toEqual([])
  })

  it('takes a contact with a name and a phone number or an email address, or none', () => {
    const fullName = 'Kabo Sample'
    expect(errorsOf('productReport', { ...base, contact: { fullName } })[0]?.path).toBe(
      'contact.contactPhone',
    )
    expect(
      errorsOf('productReport', { ...base, contact: { fullName, email: 'kabo@example.org' } }),
    ).toEqual([])
    expect(
      errorsOf('productReport', { ...base, contact: { contactPhone: '71234567' } })[0]?.path,
    ).toBe('contact.fullName')
  })

  it('wants what is wrong, within its limit', () => {
    const { whatIsWrong: _, ...without } = base
    expect(errorsOf('productReport', without)[0]?.path).toBe('whatIsWrong')
    expect(errorsOf('productReport', { ...base, whatIsWrong: 'x'.repeat(1001) })[0]?.path).toBe(
      'whatIsWrong',
    )
  })
})

describe('a report of a scam call', () => {
  // 23:55 in Gaborone on 27 November 2026: near midnight, where the day and the leeway meet.
  const NOW = new Date('2026-11-27T21:55:00Z')
  const base = { ...SAMPLE_DATA.scamCall, callDate: '2026-11-27', callTime: '09:00' }
  const at = (answers: Record<string, unknown>) => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    try {
      return errorsOf('scamCall', { ...base, ...answers })
    } finally {
      vi.useRealTimers()
    }
  }
  const messageOn = (answers: Record<string, unknown>) =>
    at(answers).map((error) => `${error.path}: ${error.message}`)

  it('takes no screenshot or one', () => {
    const screenshots = (n: number) =>
      fileCountProblems(CONTRACTS.scamCall, base, { screenshot: n })
    expect(screenshots(0)).toEqual([])
    expect(screenshots(1)).toEqual([])
    expect(screenshots(2)).toEqual([
      { path: 'screenshot', key: 'file.tooMany', values: { max: 1 } },
    ])
  })

  it('reads the number by the phone rule, as the caller check does', () => {
    const out = v.parse(CONTRACTS.scamCall.schema, { ...base, callerNumber: '+267 (72) 000-002' })
    expect(out.callerNumber).toBe('+26772000002')
    expect(at({ callerNumber: '' })).toEqual([
      { path: 'callerNumber', message: 'Enter a phone number' },
    ])
    expect(at({ callerNumber: 'call me' })[0]?.path).toBe('callerNumber')
  })

  it('takes a day of the last year, up to today, and no later', () => {
    expect(at({})).toEqual([])
    expect(at({ callDate: '2025-11-27' })).toEqual([])
    expect(messageOn({ callDate: '2025-11-26' })).toEqual([
      'callDate: The call or message must be from the last 12 months',
    ])
    expect(messageOn({ callDate: '2026-11-29' })).toEqual([
      'callDate: The date of the call or message must be today or in the past',
    ])
    for (const callDate of ['2026-02-30', '2026-11-', '27/11/2026', '-00-05']) {
      expect(messageOn({ callDate }), callDate).toEqual([
        'callDate: The date of the call or message must be a real date',
      ])
    }
    expect(messageOn({ callDate: ' ' })).toEqual([
      'callDate: Enter the date of the call or message',
    ])
  })

  it('takes a time of day as people write it, on a 24-hour clock', () => {
    const timeOf = (callTime: string) =>
      v.parse(CONTRACTS.scamCall.schema, { ...SAMPLE_DATA.scamCall, callTime }).callTime
    for (const [typed, kept] of [
      ['14:30', '14:30'],
      ['9.05', '09:05'],
      ['14h30', '14:30'],
      ['1430', '14:30'],
      ['2:30 pm', '14:30'],
      ['2pm', '14:00'],
      ['12 a.m.', '00:00'],
      ['12:15PM', '12:15'],
      ['00:00', '00:00'],
    ]) {
      expect(timeOf(typed!), typed).toBe(kept)
    }
    for (const callTime of ['24:00', '14:60', '13pm', '14', 'noon', '0am']) {
      expect(messageOn({ callTime }), callTime).toEqual([
        'callTime: Enter the time like 14:30 or 2:30pm',
      ])
    }
  })

  it('refuses a time later than now on the time, but for a phone a few minutes fast', () => {
    expect(at({ callTime: '23:55' })).toEqual([])
    // The phone's clock may run ten minutes ahead: past midnight, tomorrow's first minutes.
    expect(at({ callDate: '2026-11-28', callTime: '00:04' })).toEqual([])
    expect(messageOn({ callDate: '2026-11-28', callTime: '00:06' })).toEqual([
      'callTime: The time of the call or message must not be later than now',
    ])
    // A day past tomorrow's is on the day, not on the time as well.
    expect(messageOn({ callDate: '2026-11-29', callTime: '10:00' })).toEqual([
      'callDate: The date of the call or message must be today or in the past',
    ])
  })

  it('wants what was said, within its limit, and a contact only if given whole', () => {
    const { whatWasSaid: _, ...without } = base
    expect(at({ ...without, whatWasSaid: undefined })[0]?.path).toBe('whatWasSaid')
    expect(at({ whatWasSaid: 'x'.repeat(1001) })[0]?.path).toBe('whatWasSaid')
    expect(at({ contact: { fullName: 'Kabo Sample' } })[0]?.path).toBe('contact.contactPhone')
    expect(at({ contact: { fullName: 'Kabo Sample', contactPhone: '71234567' } })).toEqual([])
  })
})

describe('a funeral claim', () => {
  // 23:55 in Gaborone on 27 November 2026: near midnight, where the day and the leeway meet.
  const NOW = new Date('2026-11-27T21:55:00Z')
  const base = { ...SAMPLE_DATA.claim, deathDate: '2026-11-20' }
  const messageOn = (answers: Record<string, unknown>) => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    try {
      return errorsOf('claim', { ...base, ...answers }).map(
        (error) => `${error.path}: ${error.message}`,
      )
    } finally {
      vi.useRealTimers()
    }
  }

  it('needs the proof of the death and the claimant’s ID, one each', () => {
    const files = (deathProofFile: number, claimantIdFile: number) =>
      fileCountProblems(CONTRACTS.claim, base, { deathProofFile, claimantIdFile }).map(
        (problem) => `${problem.path}: ${problem.key}`,
      )
    expect(files(1, 1)).toEqual([])
    expect(files(0, 1)).toEqual(['deathProofFile: file.required'])
    expect(files(1, 0)).toEqual(['claimantIdFile: file.required'])
    expect(files(2, 1)).toEqual(['deathProofFile: file.tooMany'])
  })

  it('takes a day of death from 2 years back to today, after the birth', () => {
    expect(messageOn({ deathDate: '2026-11-27' })).toEqual([])
    // The phone's ten minutes: at 23:55, tomorrow has nearly come.
    expect(messageOn({ deathDate: '2026-11-28' })).toEqual([])
    expect(messageOn({ deathDate: '2026-11-29' })).toEqual([
      'deathDate: The date of death must be today or in the past',
    ])
    expect(messageOn({ deathDate: '2024-11-27' })).toEqual([])
    expect(messageOn({ deathDate: '2024-11-26' })).toEqual([
      'deathDate: The date of death must be in the last 2 years',
    ])
    expect(
      messageOn({
        deceased: { ...base.deceased, dateOfBirth: '2026-11-21' },
        deathDate: '2026-11-20',
      }),
    ).toEqual(['deathDate: The date of death must be after the date of birth'])
  })

  it('reads the bank account by the join’s rules, and an email only if given', () => {
    const out = v.parse(CONTRACTS.claim.schema, {
      ...SAMPLE_DATA.claim,
      bankAccount: { ...SAMPLE_DATA.claim.bankAccount, accountNumber: '1234 5678-90' },
      claimant: { ...SAMPLE_DATA.claim.claimant, email: ' ' },
    })
    expect(out.bankAccount.accountNumber).toBe('1234567890')
    expect(out.claimant.email).toBeUndefined()
  })

  it('is found by the claimant’s and the member’s ID numbers', () => {
    const data = { ...base, claimant: { ...base.claimant, idNumber: '712 345 678' } }
    expect(lookupKeys(CONTRACTS.claim, data)).toEqual(['712345678', '412345678'])
  })
})

describe('lookup keys', () => {
  it.each([
    ['+267 71 234 567', '71234567'],
    ['0026771234567', '71234567'],
    ['71-234-567', '71234567'],
    ['ab 123 456', 'AB123456'],
  ])('%s compares as %s', (typed, key) => {
    expect(lookupKey(typed)).toBe(key)
  })

  it('uses the applicant id for an exclusion and the phone for a request', () => {
    expect(lookupKeys(CONTRACTS.exclusion, SAMPLE_DATA.exclusion)).toEqual(['123456789'])
    expect(lookupKeys(CONTRACTS.talk, SAMPLE_DATA.talk)).toEqual(['72345678'])
    expect(lookupKeys(CONTRACTS.productRegistration, SAMPLE_DATA.productRegistration)).toEqual([])
  })
})

describe('control characters', () => {
  it('are refused in every text answer, line breaks kept in the long ones', () => {
    const nul = errorsOf('complaint', { ...SAMPLE_DATA.complaint, fullName: 'Kabo\u0000' })
    expect(nul).toEqual([{ path: 'fullName', message: expect.any(String) }])
    const lines = { ...SAMPLE_DATA.complaint, description: 'First line.\nSecond line.' }
    expect(errorsOf('complaint', lines)).toEqual([])
    const person = { ...SAMPLE_DATA.exclusion.applicant, location: 'Gabo\u0007rone' }
    expect(errorsOf('exclusion', { ...SAMPLE_DATA.exclusion, applicant: person })).toEqual([
      { path: 'applicant.location', message: expect.any(String) },
    ])
  })
})
