/**
 * The FAQ says what the contract decides (src/shared/contracts/exclusion-outline.ts): the
 * documents of each kind, whether the exclusion reference number is needed, and which of the
 * other person's details a third-party application needs. A change to the contract fails here
 * until the FAQ says the same.
 */
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/render-page'
import {
  EXCLUSION_KINDS,
  exclusionNeeds,
  exclusionOutline,
} from '../../shared/contracts/exclusion-outline'
import { optionalIn } from '../../shared/contracts/outline'
import { FaqList } from './components/FaqList'
import { EXCLUSION_NEEDS } from './needs'

const answer = async (id: string) => {
  await renderPage(FaqList, msg`Frequently asked questions`)
  return document.getElementById(`faq-${id}`)!.textContent!.replace(/\s+/g, ' ')
}

describe('the FAQ and the exclusion contract', () => {
  it.each(EXCLUSION_KINDS)(
    'list the documents of the %s application as the contract does',
    (kind) => {
      const { title: _, ...listed } = EXCLUSION_NEEDS[kind]
      expect(listed).toEqual(exclusionNeeds(kind))
    },
  )

  it('say the paper application form is not needed, as no kind requires it', async () => {
    expect(
      EXCLUSION_KINDS.some((k) => exclusionNeeds(k).requiredFiles.includes('applicationForm')),
    ).toBe(false)
    const text = await answer('documents')
    expect(text).toContain('You do not need a paper application form')
    expect(text).toContain('The signed paper application form, if you have one')
    expect(text).not.toMatch(/signed paper application form(?!, if you have one)/)
  })

  it.each(['appeal', 'cancel'] as const)(
    'ask for the reference number of the %s application as the contract does',
    async (kind) => {
      const required = exclusionNeeds(kind).referenceNumber
      const text = await answer(kind)
      expect(text).toContain('exclusion reference number')
      expect(text.includes('if you have one')).toBe(!required)
    },
  )

  it('name the other person’s details a third-party application needs, and only those', async () => {
    // The words the answer uses for each of the player's details.
    const words: Record<string, string> = {
      fullName: 'name',
      idNumber: 'ID or passport number',
      gender: 'gender',
      ageRange: 'age',
      district: 'district',
      location: 'town or village',
      residentialAddress: 'address',
      postalAddress: 'address',
      contactPhone: 'phone number',
      email: 'email address',
    }
    const text = await answer('third-party')
    const [, needed, ifKnown] = /we need (.*?); give (.*?) if you know them/.exec(text)!
    for (const [field, word] of Object.entries(words)) {
      const optional = optionalIn(exclusionOutline, `player.${field}`)
      expect(needed!.includes(word), `${field} in "${needed}"`).toBe(!optional)
      if (optional) expect(ifKnown, field).toContain(word)
    }
  })
})
