/**
 * Everything under /api/staff (docs/design.md section 4): the Origin check and the matrix guard in
 * front of every call, then one sub-app per resource. A call added here must also be in
 * STAFF_CALLS (server/src/auth/permissions.ts) with its action, or the guard refuses it and
 * permissions.test.ts fails.
 */
import { Hono } from 'hono'
import type { StaffEnv } from '../auth/context'
import { sameOrigin, staffGuard } from '../auth/guard'
import { auditRoutes } from './audit'
import { casesRoutes } from './cases'
import { decideRoutes } from './decide'
import { deductionsRoutes } from '../insurance/deductions'
import { documentsRoutes, filesRoutes } from './documents'
import { membersRoutes } from './members'
import { productsRoutes } from './products'
import { schemesRoutes } from './schemes'
import { usersRoutes } from './users'

export function staffRoutes(now: () => number) {
  return new Hono<StaffEnv>()
    .use('*', sameOrigin, staffGuard(now))
    .route('/users', usersRoutes)
    .route('/audit', auditRoutes)
    .route('/cases', casesRoutes)
    .route('/cases', decideRoutes)
    .route('/files', filesRoutes)
    .route('/documents', documentsRoutes)
    .route('/schemes', schemesRoutes)
    .route('/products', productsRoutes)
    .route('/members', membersRoutes)
    .route('/deductions', deductionsRoutes)
}
