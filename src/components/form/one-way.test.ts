// @vitest-environment node
/**
 * One way to build a form outside the journeys: use-light-form.ts. The staff forms and the
 * sites search used react-hook-form, the Verify checks the light form in five copies of the
 * same form; three mechanisms for one job. These fail when a second way comes back.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const read = (path: string) => readFileSync(path, 'utf8')

describe('the forms', () => {
  it('use no form library', () => {
    const manifest = JSON.parse(read(join(root, 'package.json'))) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    expect(packages.filter((name) => /hook-?form|formik|final-form/.test(name))).toEqual([])
    const importers = sources(join(root, 'src'))
      .filter((path) => /from '(react-hook-form|@hookform\/[\w-]+)'/.test(read(path)))
      .map((path) => relative(root, path))
    expect(importers).toEqual([])
  })

  it('of the Verify checks are one form, CheckForm.tsx', () => {
    const dir = join(root, 'src/features/verify/components')
    const drawing = sources(dir)
      .filter((path) => /<form[\s>]/.test(read(path)))
      .map((path) => relative(dir, path))
    expect(drawing).toEqual(['CheckForm.tsx'])
  })
})
