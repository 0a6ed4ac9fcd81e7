import { describe, expect, it } from 'vitest'
import { localText } from './texts'
import type { Translations } from './types'

const scheme: {
  title: string
  category: string
  translations: Translations<'title' | 'category'>
} = {
  title: 'BOTUBS',
  category: 'Burial society',
  translations: { fr: { category: 'Société d’inhumation' }, ts: { title: 'BOTUBS' } },
}

describe('a catalogue text in the reader’s language', () => {
  it('is the translation where there is one', () => {
    expect(localText(scheme, 'category', 'fr')).toEqual({ text: 'Société d’inhumation' })
    expect(localText(scheme, 'title', 'ts')).toEqual({ text: 'BOTUBS' })
  })

  it('is the English, marked as English, where there is none', () => {
    expect(localText(scheme, 'title', 'fr')).toEqual({ text: 'BOTUBS', lang: 'en' })
    expect(localText(scheme, 'category', 'ts')).toEqual({ text: 'Burial society', lang: 'en' })
    expect(localText({ category: 'Burial society' }, 'category', 'fr')).toEqual({
      text: 'Burial society',
      lang: 'en',
    })
  })

  it('is the English, unmarked, on an English page', () => {
    expect(localText(scheme, 'category', 'en')).toEqual({ text: 'Burial society' })
  })

  it('is the Setswana for the languages that read it, unmarked on their pages, which are Setswana', () => {
    expect(localText(scheme, 'title', 'kga')).toEqual({ text: 'BOTUBS' })
    expect(localText(scheme, 'category', 'shi')).toEqual({ text: 'Burial society', lang: 'en' })
  })
})
