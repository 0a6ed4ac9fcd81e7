// @vitest-environment node
/**
 * The web manifest (scripts/build/manifest.ts): an `id`, and a narrow and a wide screenshot
 * whose files are in public/ with the sizes the manifest declares (a browser ignores a
 * screenshot whose size is wrong).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MANIFEST } from '../../scripts/build/manifest'

/** Width x height from a PNG's header (IHDR, right after the 8-byte signature). */
function pngSize(file: string): string {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe('web manifest', () => {
  it('names the app with an id', () => {
    expect(MANIFEST.id).toBe('/')
  })

  it('has a narrow and a wide screenshot, each file of its declared size', () => {
    const screenshots = MANIFEST.screenshots ?? []
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const shot of screenshots) {
      expect(shot.type).toBe('image/png')
      expect(shot.label).toBeTruthy()
      expect(pngSize(`public${shot.src}`), shot.src).toBe(shot.sizes)
    }
  })
})
