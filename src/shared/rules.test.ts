import * as v from 'valibot'
import { isCoordinatePair, mapLink, parseCoordinates } from './coordinates'
import { coordinatesSchema } from './contracts/seek-help'
import { describe, expect, it } from 'vitest'
import { messageText } from './messages'
import {
  LIMITS,
  addressSchema,
  codeSchema,
  commentSchema,
  descriptionSchema,
  emailSchema,
  fitWithin,
  idNumberSchema,
  imageSizeSchema,
  isPhone,
  isPresent,
  membershipNumberSchema,
  mobileSchema,
  nameSchema,
  natureSchema,
  normalizePhone,
  optionalField,
  otpSchema,
  passwordSchema,
  phoneSchema,
  pinSchema,
  policyNumberSchema,
  priceSchema,
} from './rules'

/** The messages of a failed parse (one per field: the schemas stop at their first failure). */
function messagesOf(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('the phone rule', () => {
  it.each([
    ['+26771234567', true, 'plus then digits'],
    ['71234567', true, 'a Botswana mobile'],
    ['3951234', true, '7 digits, the shortest'],
    ['+267 71 234 567', true, 'spaces are removed'],
    ['(+267) 71 234 567', true, 'brackets are removed'],
    ['+267 (71) 234-567', true, 'hyphens are removed'],
    ['71-234-567', true, 'a Botswana mobile with hyphens'],
    ['71.234.567', true, 'a Botswana mobile with dots'],
    ['0026771234567', true, 'a leading 00 is the plus sign'],
    ['00 267 71 234 567', true, 'a leading 00 with spaces'],
    ['0071234567', true, 'a leading 00 then digits'],
    ['000', false, '00 then a 0 is too short and starts +0'],
    ['71_234_567', false, 'underscores are not removed'],
    ['7-', false, 'too short once hyphens go'],
    ['123456', false, '6 characters'],
    ['+123456', true, 'plus and 6 digits is 7 characters'],
    ['123456789012345', true, '15 characters'],
    ['+12345678901234', true, '15 characters with a plus'],
    ['1234567890123456', false, '16 characters'],
    ['+123456789012345', false, '16 characters with a plus'],
    ['0712345678', false, 'a leading 0'],
    ['++26771234567', false, 'two plus signs'],
    ['267+71234567', false, 'a plus inside'],
    ['7123456a', false, 'a letter'],
    ['seven123', false, 'letters'],
    ['', false, 'empty'],
    ['   ', false, 'only spaces'],
    ['( ) ( )', false, 'only brackets'],
    ['7\t1 2\u00a03 4 5 6 7', true, 'tabs and no-break spaces are spaces too'],
  ])('%j is %s (%s)', (input, valid) => {
    expect(isPhone(input)).toBe(valid)
    expect(v.safeParse(phoneSchema, input).success).toBe(valid)
  })

  it('rejects what is not text', () => {
    expect(isPhone(71234567)).toBe(false)
    expect(isPhone(undefined)).toBe(false)
    expect(isPhone(null)).toBe(false)
  })

  it('normalises: removes spaces, brackets, hyphens and dots, and writes a leading 00 as +', () => {
    expect(normalizePhone(' (+267) 71 234 567 ')).toBe('+26771234567')
    expect(v.parse(phoneSchema, ' (+267) 71 234 567 ')).toBe('+26771234567')
    expect(v.parse(phoneSchema, '71-234-567')).toBe('71234567')
    expect(v.parse(phoneSchema, '71.234.567')).toBe('71234567')
    expect(v.parse(phoneSchema, '0026771234567')).toBe('+26771234567')
    expect(v.parse(phoneSchema, ' 00 267 71-234-567')).toBe('+26771234567')
  })

  it('says what to enter', () => {
    expect(messagesOf(phoneSchema, '')).toEqual(['Enter a phone number'])
    expect(messagesOf(phoneSchema, undefined)).toEqual(['Enter a phone number'])
    expect(messagesOf(phoneSchema, '0123')).toEqual(['Enter a phone number, like +267 71 234 567'])
  })

  it('replaces the "phone 6 to 12" length row for phone fields (docs/design.md section 6)', () => {
    expect(LIMITS.phone).toEqual({ min: 6, max: 12 })
    expect(v.safeParse(phoneSchema, '123456').success).toBe(false)
    expect(v.safeParse(phoneSchema, '1234567890123').success).toBe(true)
  })
})

describe('coordinates', () => {
  it.each([
    ['-24.6545, 25.9086', { lat: -24.6545, lng: 25.9086 }],
    ['90,180', { lat: 90, lng: 180 }],
    ['-90,-180', { lat: -90, lng: -180 }],
    ['0,0', { lat: 0, lng: 0 }],
    [' +12.5 , .5 ', { lat: 12.5, lng: 0.5 }],
  ])('%j is a pair', (input, pair) => {
    expect(parseCoordinates(input)).toEqual(pair)
    expect(v.parse(coordinatesSchema, input)).toEqual(pair)
  })

  it.each([
    ['90.0001,0', 'latitude above 90'],
    ['-90.5,0', 'latitude below -90'],
    ['0,180.01', 'longitude above 180'],
    ['0,-181', 'longitude below -180'],
    ['abc,25', 'non-numeric latitude'],
    ['24,east', 'non-numeric longitude'],
    ['24', 'one part'],
    ['1,2,3', 'three parts'],
    ['', 'empty'],
    [',', 'two empty parts'],
    ['1e2,3', 'exponent notation'],
    ['0x10,3', 'hexadecimal'],
  ])('%j is not (%s)', (input) => {
    expect(parseCoordinates(input)).toBeUndefined()
    expect(messagesOf(coordinatesSchema, input)).toEqual([messageText('coordinates.invalid')])
  })

  it('takes two values too, numbers or numeric text', () => {
    expect(parseCoordinates([-24.6, '25.9'])).toEqual({ lat: -24.6, lng: 25.9 })
    expect(isCoordinatePair(-24.6, 25.9)).toBe(true)
    expect(isCoordinatePair(Number.NaN, 25.9)).toBe(false)
    expect(isCoordinatePair(Infinity, 0)).toBe(false)
    expect(isCoordinatePair(null, 0)).toBe(false)
    expect(isCoordinatePair(true, 0)).toBe(false)
  })

  it('builds an OpenStreetMap link from a valid pair', () => {
    expect(mapLink(-24.6545, 25.9086)).toBe(
      'https://www.openstreetmap.org/?mlat=-24.6545&mlon=25.9086#map=16/-24.6545/25.9086',
    )
  })

  it('refuses to build a link from an invalid pair', () => {
    expect(() => mapLink(91, 0)).toThrow(RangeError)
    expect(() => mapLink(0, -180.5)).toThrow(RangeError)
  })
})

describe('isPresent', () => {
  it.each([
    [undefined, false],
    [null, false],
    [0, true],
    ['', true],
    [false, true],
    [Number.NaN, true],
    [[], true],
    [{}, true],
  ])('%j -> %s', (value, present) => {
    expect(isPresent(value)).toBe(present)
  })
})

const text = (length: number, char = 'a') => char.repeat(length)
const digits = (length: number) => '1'.repeat(length)

interface Row {
  field: keyof typeof LIMITS
  schema: v.GenericSchema
  below?: [unknown, string]
  atMin?: unknown
  atMax?: unknown
  above?: [unknown, string]
}

// Every LIMITS row through its schema at min-1, min, max and max+1.
const ROWS: Row[] = [
  {
    field: 'idNumber',
    schema: idNumberSchema,
    below: [text(5), 'ID or passport number must be 6 characters or more'],
    atMin: text(6),
    atMax: text(32),
    above: [text(33), 'ID or passport number must be 32 characters or fewer'],
  },
  {
    field: 'code',
    schema: codeSchema,
    below: [text(5, 'A'), 'Invalid Code. Enter 6 to 12 letters and numbers'],
    atMin: text(6, 'A'),
    atMax: text(12, 'A'),
    above: [text(13, 'A'), 'Invalid Code. Enter 6 to 12 letters and numbers'],
  },
  {
    field: 'membershipNumber',
    schema: membershipNumberSchema,
    below: [text(5), 'Membership number must be 6 characters or more'],
    atMin: text(6),
    atMax: text(32),
    above: [text(33), 'Membership number must be 32 characters or fewer'],
  },
  {
    field: 'policyNumber',
    schema: policyNumberSchema,
    below: [text(3), 'Policy number must be 4 characters or more'],
    atMin: text(4),
    atMax: text(32),
    above: [text(33), 'Policy number must be 32 characters or fewer'],
  },
  {
    field: 'description',
    schema: descriptionSchema,
    below: [text(2), 'Description must be 3 characters or more'],
    atMin: text(3),
  },
  {
    // The shortest address valibot's email check accepts is 6 characters ('a@b.cd'), so a
    // 4 or 5 character one fails on its form; below 4 the length check says so first.
    field: 'email',
    schema: emailSchema,
    below: ['a@b', 'Invalid Email. Enter an email address like name@example.com'],
    atMin: 'a@b.cd',
    atMax: `${text(141)}@email.bw`,
    above: [`${text(142)}@email.bw`, 'Email address must be 150 characters or fewer'],
  },
  {
    // Normalised digits for the minimum (a mobile number has 8), typed characters for the
    // maximum (spaces and brackets count).
    field: 'mobile',
    schema: mobileSchema,
    below: ['7123456', 'Enter a mobile number, like +267 71 234 567'],
    atMin: '71234567',
    atMax: '+267 7 1 2 3 4 5 6 7',
    above: ['+267 (7)1 2 3 4 5 6 7', 'Mobile number must be 20 characters or fewer'],
  },
  {
    field: 'name',
    schema: nameSchema,
    below: ['A', 'Name must be 2 characters or more'],
    atMin: 'Bo',
    atMax: text(150),
    above: [text(151), 'Name must be 150 characters or fewer'],
  },
  {
    field: 'password',
    schema: passwordSchema,
    below: [text(7), 'Password must be at least 8 characters'],
    atMin: text(8),
    atMax: text(50),
    above: [text(51), 'Password must be no more than 50 characters'],
  },
  {
    field: 'pin',
    schema: pinSchema,
    below: [digits(3), 'PIN must be 4 digits or more'],
    atMin: digits(4),
    atMax: digits(12),
    above: [digits(13), 'PIN must be 12 digits or fewer'],
  },
  {
    field: 'otp',
    schema: otpSchema,
    below: [text(3), 'Security code must be 4 characters or more'],
    atMin: text(4),
    atMax: text(20),
    above: [text(21), 'Security code must be 20 characters or fewer'],
  },
  {
    field: 'nature',
    schema: natureSchema,
    atMax: text(50),
    above: [text(51), 'Nature of the offence must be 50 characters or fewer'],
  },
  {
    field: 'comment',
    schema: commentSchema,
    atMax: text(250),
    above: [text(251), 'Comment must be 250 characters or fewer'],
  },
  {
    field: 'address',
    schema: addressSchema,
    atMax: text(250),
    above: [text(251), 'Address must be 250 characters or fewer'],
  },
  {
    field: 'price',
    schema: priceSchema,
    below: [149, 'Price must be 150 or more'],
    atMin: 150,
  },
  {
    field: 'image',
    schema: imageSizeSchema,
    below: [{ width: 511, height: 800 }, 'Choose a picture at least 512 pixels wide and high'],
    atMin: { width: 512, height: 512 },
    atMax: { width: 1920, height: 1080 },
    above: [
      { width: 1080, height: 1921 },
      'The picture must be 1920 pixels or smaller on its longest side',
    ],
  },
]

describe('LIMITS', () => {
  it('has every row of the table', () => {
    expect(LIMITS).toEqual({
      idNumber: { min: 6, max: 32 },
      code: { min: 6, max: 12 },
      membershipNumber: { min: 6, max: 32 },
      policyNumber: { min: 4, max: 32 },
      description: { min: 3 },
      email: { min: 4, max: 150 },
      mobile: { min: 8, max: 20 },
      name: { min: 2, max: 150 },
      password: { min: 8, max: 50 },
      pin: { min: 4, max: 12 },
      phone: { min: 6, max: 12 },
      otp: { min: 4, max: 20 },
      nature: { max: 50 },
      comment: { max: 250 },
      address: { max: 250 },
      price: { min: 150 },
      image: { min: 512, max: 1920 },
    })
  })

  it('tests every row but phone here (phone has its own rule, above)', () => {
    const tested = new Set(ROWS.map((row) => row.field))
    expect(Object.keys(LIMITS).filter((field) => !tested.has(field as Row['field']))).toEqual([
      'phone',
    ])
  })

  describe.each(ROWS)('$field', ({ field, schema, below, atMin, atMax, above }) => {
    const limit: { min?: number; max?: number } = LIMITS[field]
    if (limit.min !== undefined) {
      it(`refuses min-1 and accepts min ${limit.min}`, () => {
        expect(below && messagesOf(schema, below[0])).toEqual(below && [below[1]])
        expect(messagesOf(schema, atMin)).toEqual([])
      })
    }
    if (limit.max !== undefined) {
      it(`accepts max ${limit.max} and refuses max+1`, () => {
        expect(messagesOf(schema, atMax)).toEqual([])
        expect(above && messagesOf(schema, above[0])).toEqual(above && [above[1]])
      })
    }
  })

  it('uses the inputs it says it does', () => {
    expect('+267 7 1 2 3 4 5 6 7'.length).toBe(20)
    expect('+267 (7)1 2 3 4 5 6 7'.length).toBe(21)
    expect(`${text(141)}@email.bw`.length).toBe(150)
    expect(v.safeParse(emailSchema, 'a@b')).toMatchObject({
      issues: [{ type: 'min_length' }],
    })
  })
})

describe('field messages', () => {
  it('asks for a missing or blank value with the field\'s "Enter ..." message', () => {
    expect(messagesOf(nameSchema, undefined)).toEqual(['Enter your name'])
    expect(messagesOf(nameSchema, '   ')).toEqual(['Enter your name'])
    expect(messagesOf(emailSchema, '')).toEqual(['Enter an email address'])
    expect(messagesOf(idNumberSchema, null)).toEqual(['Enter an ID or passport number'])
    expect(messagesOf(codeSchema, '')).toEqual(['Enter the code'])
    expect(messagesOf(passwordSchema, '')).toEqual(['Enter your password'])
    expect(messagesOf(priceSchema, '')).toEqual(['Enter a price'])
    expect(messagesOf(priceSchema, undefined)).toEqual(['Enter a price'])
  })

  it('gives the password messages with their numbers', () => {
    expect(messagesOf(passwordSchema, 'short')).toEqual(['Password must be at least 8 characters'])
    expect(messagesOf(passwordSchema, text(60))).toEqual([
      'Password must be no more than 50 characters',
    ])
    expect(messagesOf(passwordSchema, 12345678)).toEqual(['Invalid Password'])
  })

  it('says Invalid Email and Invalid Code verbatim, then what to enter', () => {
    expect(messagesOf(emailSchema, 'not an email')).toEqual([
      'Invalid Email. Enter an email address like name@example.com',
    ])
    expect(messagesOf(codeSchema, 'BWP 10')).toEqual([
      'Invalid Code. Enter 6 to 12 letters and numbers',
    ])
    expect(messagesOf(codeSchema, 'BWP!100001')).toEqual([
      'Invalid Code. Enter 6 to 12 letters and numbers',
    ])
  })

  it('takes out the spaces and hyphens people type in a code', () => {
    expect(v.parse(codeSchema, ' bwp 100 001 ')).toBe('BWP100001')
    expect(v.parse(codeSchema, 'BWP-100-001')).toBe('BWP100001')
    expect(v.parse(codeSchema, 'bwp\u2013100\u00a0001')).toBe('BWP100001')
    expect(messagesOf(codeSchema, ' - - ')).toEqual([
      'Invalid Code. Enter 6 to 12 letters and numbers',
    ])
  })

  it('gives one message per field, the first rule that fails', () => {
    expect(messagesOf(pinSchema, '12a')).toEqual(['PIN must only include numbers'])
    expect(messagesOf(otpSchema, 'ab-c')).toEqual([
      'Security code must only include letters and numbers',
    ])
    expect(messagesOf(priceSchema, 'ten')).toEqual(['Price must be a number'])
    expect(messagesOf(priceSchema, Infinity)).toEqual(['Price must be a number'])
  })
})

describe('normalising', () => {
  it('trims text fields', () => {
    expect(v.parse(nameSchema, '  Mpho Dube ')).toBe('Mpho Dube')
    expect(v.parse(addressSchema, ' Plot 123, Gaborone ')).toBe('Plot 123, Gaborone')
  })

  it('capitalises codes and lower-cases email addresses', () => {
    expect(v.parse(codeSchema, ' bwp100001 ')).toBe('BWP100001')
    expect(v.parse(emailSchema, ' Manager@Regulator.Example ')).toBe('manager@regulator.example')
  })

  it('keeps the spaces of a password', () => {
    expect(v.parse(passwordSchema, ' pass word ')).toBe(' pass word ')
  })

  it('reads a price typed as text', () => {
    expect(v.parse(priceSchema, ' 150.50 ')).toBe(150.5)
  })

  it('makes blank optional fields undefined and still checks filled ones', () => {
    const fax = optionalField(phoneSchema)
    expect(v.parse(fax, '')).toBeUndefined()
    expect(v.parse(fax, '  ')).toBeUndefined()
    expect(v.parse(fax, undefined)).toBeUndefined()
    expect(v.parse(fax, '(395) 1234')).toBe('3951234')
    expect(messagesOf(fax, '012')).toEqual(['Enter a phone number, like +267 71 234 567'])
  })
})

describe('fitWithin', () => {
  it('scales the longest side down to 1920', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1920, height: 1440 })
    expect(fitWithin({ width: 1000, height: 3840 })).toEqual({ width: 500, height: 1920 })
  })

  it('never enlarges', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
  })
})
