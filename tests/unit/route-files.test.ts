/**
 * The prerender names each page's chunks from the route tree's files (scripts/build/prerender.ts):
 * every route the app has must be found there, with the file it is declared in.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeFiles } from '../../scripts/build/prerender'
import { routeTree } from '../../src/routeTree.gen'

describe('the route tree read by the prerender', () => {
  it('gives every route of the app the file it is declared in', () => {
    const files = routeFiles(readFileSync('src/routeTree.gen.ts', 'utf8'))
    const router = createRouter({ routeTree, history: createMemoryHistory() })
    const ids = Object.keys(router.routesById)
    expect(ids.length).toBeGreaterThan(40)
    for (const id of ids) {
      const file = files.get(id)
      expect(file, id).toBeDefined()
      expect(existsSync(`src/routes/${file}.tsx`) || existsSync(`src/routes/${file}.ts`), id).toBe(
        true,
      )
    }
    expect(files.get('/self-help/')).toBe('self-help/index')
    expect(files.get('/staff/schemes/{-$scheme}')).toBe('staff/schemes.{-$scheme}')
  })
})
