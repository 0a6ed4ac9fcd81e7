import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MESSAGES, messageKey, messageText, toFieldErrors, type MessageKey } from './messages'
import { emailSchema, nameSchema, passwordSchema } from './rules'

const KEYS = Object.keys(MESSAGES) as MessageKey[]
const SAMPLE = { min: 3, max: 1920, minLength: 8, maxLength: 50 }

describe('the shared messages', () => {
  it('keeps the five given messages verbatim', () => {
    expect(MESSAGES['email.invalid']).toBe('Invalid Email')
    expect(MESSAGES['code.invalid']).toBe('Invalid Code')
    expect(MESSAGES['password.invalid']).toBe('Invalid Password')
    expect(MESSAGES['password.tooShort']).toBe('Password must be at least {minLength} characters')
    expect(MESSAGES['password.tooLong']).toBe(
      'Password must be no more than {maxLength} characters',
    )
  })

  it('substitutes values and leaves unknown placeholders alone', () => {
    expect(messageText('password.tooShort', { minLength: 8 })).toBe(
      'Password must be at least 8 characters',
    )
    expect(messageText('password.tooShort')).toBe(MESSAGES['password.tooShort'])
  })

  it.each(KEYS)('%s round-trips through its English text to one key', (key) => {
    const text = messageText(key, SAMPLE)
    const matches = KEYS.filter((other) => messageKey(messageText(other, SAMPLE))?.key === key)
    expect(matches).toEqual([key])
    const back = messageKey(text)
    expect(back?.key).toBe(key)
    expect(back && messageText(back.key, back.values)).toBe(text)
  })

  it('gives the numbers back as numbers', () => {
    expect(messageKey('Password must be no more than 50 characters')).toEqual({
      key: 'password.tooLong',
      values: { maxLength: 50 },
    })
  })

  it('reads a valibot issue and a gateway errors[] entry', () => {
    const result = v.safeParse(passwordSchema, 'short')
    expect(result.success).toBe(false)
    expect(messageKey(result.issues?.[0])).toEqual({
      key: 'password.tooShort',
      values: { minLength: 8 },
    })
    expect(messageKey({ message: 'Invalid Email' })).toEqual({ key: 'email.invalid', values: {} })
  })

  it('does not claim text that is not one of ours', () => {
    expect(messageKey('Product not found')).toBeUndefined()
    expect(messageKey('Invalid Email!')).toBeUndefined()
    expect(messageKey('')).toBeUndefined()
    expect(messageKey(undefined)).toBeUndefined()
    expect(messageKey(null)).toBeUndefined()
  })
})

describe('toFieldErrors', () => {
  it('gives one { path, message } per invalid field', () => {
    const schema = v.object({
      applicant: v.object({ name: nameSchema, email: emailSchema }),
      player: v.object({ name: nameSchema }),
    })
    const result = v.safeParse(schema, { applicant: { name: '', email: 'x' }, player: {} })
    expect(toFieldErrors(result.issues ?? [], schema)).toEqual([
      { path: 'applicant.name', message: 'Enter your name' },
      {
        path: 'applicant.email',
        message: 'Invalid Email. Enter an email address like name@example.com',
      },
      { path: 'player.name', message: 'Enter your name' },
    ])
  })

  it("gives a missing key the field's own message, through optional objects and arrays", () => {
    const schema = v.object({
      player: v.optional(v.object({ name: nameSchema })),
      dependents: v.array(v.object({ name: nameSchema })),
    })
    const result = v.safeParse(schema, { player: {}, dependents: [{ name: 'Bo' }, {}] })
    expect(toFieldErrors(result.issues ?? [], schema)).toEqual([
      { path: 'player.name', message: 'Enter your name' },
      { path: 'dependents.1.name', message: 'Enter your name' },
    ])
    // Without the schema, valibot's own words stay.
    expect(toFieldErrors(result.issues ?? [])[0]?.message).toMatch(/^Invalid key/)
  })

  it('keeps the first issue of a path', () => {
    const schema = v.pipe(v.string(), v.minLength(3, 'first'), v.maxLength(1, 'second'))
    const result = v.safeParse(schema, 'ab')
    expect(toFieldErrors(result.issues ?? [])).toEqual([{ path: '', message: 'first' }])
  })
})
