import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../routeTree.gen'
import { areaOf } from './areas'
import { BUDGETED_ROUTES } from './public-routes'

const paths = Object.keys(
  createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) }).routesByPath,
)

describe('the budgeted public routes', () => {
  it('are real pages of the app, public, without parameters', () => {
    for (const route of BUDGETED_ROUTES) {
      expect(paths).toContain(route)
      expect(route).not.toContain('$')
      expect(areaOf(route)).not.toBe('staff')
    }
  })
})
