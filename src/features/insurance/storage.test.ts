import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_SCHEMES } from '../../../server/src/insurance/seed-data'
import { checkCatalogue, loadSchemes, saveSchemes, STORAGE_KEY } from './storage'

afterEach(() => localStorage.clear())

describe('the catalogue kept on the device', () => {
  it('comes back as saved, with the time it was fetched', () => {
    const fetchedAt = new Date(Date.UTC(2026, 5, 15, 8, 30))
    saveSchemes(SAMPLE_SCHEMES, fetchedAt)
    expect(loadSchemes()).toEqual({ schemes: SAMPLE_SCHEMES, fetchedAt })
  })

  it('is ignored, never shown or priced, when it is not what the app saved', () => {
    for (const raw of [
      'not json',
      JSON.stringify({ version: 2, fetchedAt: 1, schemes: [] }),
      JSON.stringify({ version: 1, fetchedAt: 1, schemes: [{ id: 'x' }] }),
      JSON.stringify({
        version: 1,
        fetchedAt: 1,
        schemes: [
          {
            ...SAMPLE_SCHEMES[0],
            packages: [{ ...SAMPLE_SCHEMES[0]!.packages[0], premium: '35' }],
          },
        ],
      }),
    ]) {
      localStorage.setItem(STORAGE_KEY, raw)
      expect(loadSchemes(), raw).toBeUndefined()
    }
  })

  it('checks what the gateway sends before it is kept', () => {
    expect(checkCatalogue(SAMPLE_SCHEMES)).toEqual(SAMPLE_SCHEMES)
    expect(checkCatalogue({ schemes: SAMPLE_SCHEMES })).toBeUndefined()
    const odd = [
      {
        ...SAMPLE_SCHEMES[1],
        packages: [{ ...SAMPLE_SCHEMES[1]!.packages[0], addOns: [{ type: 'Free' }] }],
      },
    ]
    expect(checkCatalogue(odd)).toBeUndefined()
  })

  it('keeps the texts of the other languages, and only known fields', () => {
    const [first] = checkCatalogue([
      {
        ...SAMPLE_SCHEMES[0],
        extra: 'dropped',
        translations: { fr: { title: 'BOTUFF', other: 'dropped' }, xx: { title: 'dropped' } },
      },
    ])!
    expect(first).not.toHaveProperty('extra')
    expect(first!.translations).toEqual({ fr: { title: 'BOTUFF' } })
    expect(first!.packages[0]!.addOns[0]!.translations?.ts?.name).toBe('Molekane')
    const long = { ...SAMPLE_SCHEMES[0], translations: { fr: { title: 'x'.repeat(201) } } }
    expect(checkCatalogue([long])).toBeUndefined()
  })
})
