import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { messageText } from './messages'
import { addressSchema, descriptionSchema, idNumberSchema, nameSchema } from './rules'
import { productRegistrationContract } from './contracts/product-registration'
import { statusCheckSchema } from './contracts/status'
import { schemeSaveSchema } from './insurance/scheme-edit'
import { auditListSchema } from './schemas/staff'
import { caseDecideSchema } from './schemas/staff-cases'
import { certifierSearchSchema, organisationVerifySchema } from './schemas/verify'

const HIDDEN = messageText('text.control')
const BROKEN = messageText('text.broken')
const first = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message

describe('control characters', () => {
  it('refuses NUL and other control characters in one-line fields', () => {
    for (const text of [
      'Neo\u0000Molefe',
      'Neo\u0007',
      'Neo\tMolefe',
      'Neo\nMolefe',
      'Ne\u0085o',
    ]) {
      expect(first(nameSchema, text)).toBe(HIDDEN)
    }
    expect(first(idNumberSchema, '123\u0000456')).toBe(HIDDEN)
    expect(first(addressSchema, 'Plot 1\u001b[2J')).toBe(HIDDEN)
  })

  it('keeps line breaks and tabs in descriptions, and refuses the rest', () => {
    const text = 'First line\nSecond line\r\n\tindented'
    expect(v.parse(descriptionSchema, text)).toBe(text)
    expect(first(descriptionSchema, 'A jam\u0000with a NUL')).toBe(HIDDEN)
    expect(first(descriptionSchema, 'A jam\u007f')).toBe(HIDDEN)
  })

  it('takes ordinary text of any script', () => {
    expect(v.parse(nameSchema, 'Naledi Ñandú-Mosweu 李')).toBe('Naledi Ñandú-Mosweu 李')
  })

  it('applies to the shared request schemas, per field', () => {
    const result = v.safeParse(productRegistrationContract.schema, {
      companyName: 'Kalahari\u0000Foods',
      contactName: 'Neo Molefe',
      email: 'neo@kalahari.example',
      phone: '+267 71 234 567',
      productName: 'Morula jam',
      brand: 'Kalahari\u0000Gold',
      category: 'food',
      batch: 'KG-1',
      productCode: 'KG100001',
      description: 'Morula fruit jam.',
    })
    const issues = result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])
    expect(issues).toEqual([
      ['companyName', HIDDEN],
      ['brand', HIDDEN],
    ])
    expect(first(organisationVerifySchema, { query: 'Kalahari\u0000' })).toBe(HIDDEN)
    expect(first(certifierSearchSchema, { query: 'lab\u0000' })).toBe(HIDDEN)
  })

  it('refuses half of a surrogate pair (half an emoji) with its own message, and takes whole ones', () => {
    for (const text of ['Neo \ud83d', '\ude00Neo', 'Ne\ud83do', 'Neo \ude00\ud83d']) {
      expect(first(nameSchema, text)).toBe(BROKEN)
      expect(first(descriptionSchema, `${text} and more`)).toBe(BROKEN)
    }
    expect(v.parse(nameSchema, 'Neo 😀 Sample')).toBe('Neo 😀 Sample')
    expect(v.parse(descriptionSchema, 'Thank you 🙏🏽\nNeo')).toBe('Thank you 🙏🏽\nNeo')
    // A control character and a broken one: the control character's message.
    expect(first(nameSchema, 'Neo\u0000\ud83d')).toBe(HIDDEN)
  })

  it('applies to the status check, the staff note and the audit filter too', () => {
    const reference = 'EX-7K3M9Q2P'
    expect(first(statusCheckSchema, { reference, idNumber: '123\u0000456' })).toBe(HIDDEN)
    expect(first(statusCheckSchema, { reference, idNumber: '123456\ud800' })).toBe(BROKEN)
    const decision = { area: 'complaints', reference: 'CP-7K3M9Q2P', decision: 'APPROVED' }
    expect(first(caseDecideSchema, { ...decision, note: 'Paid\u0000' })).toBe(HIDDEN)
    expect(first(caseDecideSchema, { ...decision, note: 'Paid \ud83d' })).toBe(BROKEN)
    expect(v.parse(caseDecideSchema, { ...decision, note: 'Paid.\nThanks' }).note).toBe(
      'Paid.\nThanks',
    )
    expect(first(auditListSchema, { actor: 'neo\u0000' })).toBe(HIDDEN)
    expect(first(auditListSchema, { actor: 'neo\udc00' })).toBe(BROKEN)
    const scheme = { id: 'poloko', title: 'Poloko', category: 'Funeral', version: '1' }
    expect(first(schemeSaveSchema, { ...scheme, description: '<p>\ud83d</p>' })).toBe(BROKEN)
    expect(first(schemeSaveSchema, { ...scheme, description: '<p>\u0000</p>' })).toBe(HIDDEN)
  })
})
