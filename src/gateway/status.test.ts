import { setupI18n } from '@lingui/core'
import { act, renderHook } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiUrl } from './config'
import { NETWORK_ERROR } from './fallbacks'
import {
  addMessages,
  clearMessages,
  decrementProcessing,
  incrementProcessing,
  messagesStore,
  processingStore,
  setMessages,
  useMessages,
  useProcessing,
} from './status'
import { loadValidation } from '../i18n/use-validation'
import { renderMessage } from './render-message'

beforeEach(() => {
  clearMessages()
  processingStore.set(0)
})

describe('the processing counter', () => {
  it('counts up and down and never below 0', () => {
    incrementProcessing()
    incrementProcessing()
    expect(processingStore.getSnapshot()).toBe(2)
    decrementProcessing()
    decrementProcessing()
    decrementProcessing()
    expect(processingStore.getSnapshot()).toBe(0)
  })

  it('re-renders its readers', () => {
    const { result } = renderHook(() => useProcessing())
    expect(result.current).toBe(0)
    act(() => incrementProcessing())
    expect(result.current).toBe(1)
    act(() => decrementProcessing())
    expect(result.current).toBe(0)
  })
})

describe('the message list', () => {
  it('sets, adds without repeats, and clears', () => {
    setMessages(['One'])
    addMessages(['One', 'Two', NETWORK_ERROR, NETWORK_ERROR])
    expect(messagesStore.getSnapshot()).toEqual(['One', 'Two', NETWORK_ERROR])
    clearMessages()
    expect(messagesStore.getSnapshot()).toEqual([])
  })

  it('keeps the same snapshot until it changes', () => {
    const before = messagesStore.getSnapshot()
    addMessages([])
    clearMessages()
    expect(messagesStore.getSnapshot()).toBe(before)
  })

  it('re-renders its readers', () => {
    const { result } = renderHook(() => useMessages())
    expect(result.current).toEqual([])
    act(() => setMessages(['Hello']))
    expect(result.current).toEqual(['Hello'])
    act(() => clearMessages())
    expect(result.current).toEqual([])
  })
})

describe('renderMessage', () => {
  beforeAll(() => loadValidation())

  const english = setupI18n({ locale: 'en', messages: { en: {} } })

  it('translates our own descriptors', () => {
    expect(renderMessage(english, NETWORK_ERROR)).toBe('Network Error')
    const french = setupI18n({
      locale: 'fr',
      messages: { fr: { [NETWORK_ERROR.id]: 'Erreur réseau' } },
    })
    expect(renderMessage(french, NETWORK_ERROR)).toBe('Erreur réseau')
  })

  it("shows the gateway's text as it came", () => {
    expect(renderMessage(english, 'This reference was already used')).toBe(
      'This reference was already used',
    )
  })

  it('shows a field message by its text, a shared one translated', () => {
    expect(renderMessage(english, { path: 'email', message: 'Invalid Email' })).toBe(
      'Invalid Email',
    )
    expect(renderMessage(english, 'Password must be at least 8 characters')).toBe(
      'Password must be at least 8 characters',
    )
  })
})

describe('config', () => {
  it('builds /api/<path> and tolerates a leading slash', () => {
    expect(apiUrl('product/check')).toBe('/api/product/check')
    expect(apiUrl('/product/check')).toBe('/api/product/check')
  })
})
