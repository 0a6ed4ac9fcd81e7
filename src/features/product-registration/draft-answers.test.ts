import { describe, expect, it } from 'vitest'
import { checkAnswers } from './draft-answers'

describe('a saved draft of the pre-registration', () => {
  it('is used when it holds only this form’s fields, as text', () => {
    expect(checkAnswers({ companyName: 'Kalahari Foods', productCode: 'MJ250001' })).toEqual({
      companyName: 'Kalahari Foods',
      productCode: 'MJ250001',
    })
    expect(checkAnswers({})).toEqual({})
  })

  it('is not used when it holds anything else', () => {
    expect(checkAnswers(undefined)).toBeUndefined()
    expect(checkAnswers(['companyName'])).toBeUndefined()
    expect(checkAnswers({ companyName: 42 })).toBeUndefined()
    expect(checkAnswers({ isAdmin: 'yes' })).toBeUndefined()
    expect(checkAnswers({ __proto__: { polluted: 'x' }, email: 'a@b.example' })).toEqual({
      email: 'a@b.example',
    })
    expect(checkAnswers({ description: 'x'.repeat(5001) })).toBeUndefined()
  })
})
