import { describe, expect, it } from 'vitest'
import { sniffMediaType } from './sniff'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('sniffMediaType', () => {
  it.each([
    ['PDF', text('%PDF-1.7\n…'), 'application/pdf'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', text('RIFF\x00\x00\x00\x00WEBPVP8 '), 'image/webp'],
  ])('recognises %s from its content', (_name, content, type) => {
    expect(sniffMediaType(content)).toBe(type)
  })

  it.each([
    ['plain text named .pdf', text('hello, not a pdf')],
    ['HTML', text('<!doctype html><script>')],
    ['RIFF that is not WebP (WAV)', text('RIFF\x00\x00\x00\x00WAVEfmt ')],
    ['an empty file', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
  ])('refuses %s', (_name, content) => {
    expect(sniffMediaType(content)).toBeUndefined()
  })
})
