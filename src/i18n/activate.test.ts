/**
 * The languages that show Setswana where they have no words of their own (docs/design.md
 * section 6): their messages are Setswana's with their own over them, their catalogs are not
 * copies of Setswana's, and their pages say they are in Setswana while they are.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { afterAll, describe, expect, it } from 'vitest'
import { activate, loadMessages } from './activate'

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('a language that falls back to Setswana', () => {
  it.each(['kga', 'kal', 'shi'] as const)(
    '%s reads Setswana, from its own catalog of nothing but its own words',
    async (locale) => {
      const setswana = await loadMessages('ts')
      expect(Object.keys(setswana).length).toBeGreaterThan(1000)
      expect(await loadMessages(locale)).toEqual(setswana)
      const own = (await import(`../../locales/${locale}/messages.po?own`)) as {
        messages: object
      }
      expect(own.messages).toEqual({})
    },
  )

  it('declares its pages Setswana, with Setswana text', async () => {
    await activate('shi')
    expect(document.documentElement.lang).toBe('tn')
    expect(i18n._(msg`Skip to main content`)).toBe('Tlolela kwa diteng tse dikgolo')
    await activate('fr')
    expect(document.documentElement.lang).toBe('fr')
  })
})
