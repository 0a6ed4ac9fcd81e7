/**
 * The permission matrix cell by cell. The expectations are written here
 * from docs/design.md section 6, independently of permissions.ts, so a change of either that the
 * other does not share fails a test. Then every cell of the calls that exist is tried on the
 * gateway itself, signed in as each demo account; and no staff call may exist without an
 * action in the matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MEMBERSHIPS,
  ORGANISATIONS,
  STAFF_ACTIONS,
  type Area,
  type Membership,
  type Organisation,
  type Role,
  type StaffAction,
} from '../../../src/shared/schemas/staff'
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-staff'
import { addCase, staffId } from '../staff/testing-cases'
import { realPdf } from '../testing-files'
import { actionsOf, can, STAFF_CALLS } from './permissions'
import { isMember } from './member-session'
import { memberSignIn, signIn, staffPost, staffTest, type StaffTest } from './testing'

// docs/design.md section 6, one line per role and reach: `any` = every organisation, `own` = the
// role's own organisation, `own-union` (`own-facility`, `own-verify`) = its own organisation when
// that is the union (a facility, verify), `verify` = verify's, `supervised` = its own organisation, and the facilities for the regulator's.
const DESIGN = `
super-administrator any       cases.list cases.show cases.decide files.read documents.verify
super-administrator any       users.list users.create users.disable users.clearSignInWait audit.list
super-administrator union     schemes.save members.submit deductions.import
super-administrator verify    products.manage
system-administrator supervised users.list users.create users.disable users.clearSignInWait audit.list
system-administrator own-union schemes.save
manager              own      cases.list cases.show cases.decide files.read documents.verify
manager              own-union schemes.save deductions.import
manager              own-verify products.manage
agent                own      cases.list cases.show files.read
agent                own-union members.submit
agent                own-facility register.check
auditor              own      cases.list cases.show files.read
auditor              supervised users.list audit.list
account              own-union membership.show
`

// A facility has no cases, files or members: only the register check, and its accounts and log.
const IN_FACILITY: readonly StaffAction[] = [
  'register.check',
  'users.list',
  'users.create',
  'users.disable',
  'users.clearSignInWait',
  'audit.list',
]

function expected(actor: DemoAccount, action: StaffAction, target: Membership): boolean {
  if (target === 'facility' && !IN_FACILITY.includes(action)) return false
  return DESIGN.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .some(([role, reach, ...actions]) => {
      if (role !== actor.role || !actions.includes(action)) return false
      if (reach === 'any') return target !== 'all' || actor.organisation === 'all'
      if (reach === 'union') return target === 'union'
      if (reach === 'verify') return target === 'verify'
      if (reach === 'own-verify') return target === 'verify' && actor.organisation === 'verify'
      if (reach === 'own-union') return target === 'union' && actor.organisation === 'union'
      if (reach === 'own-facility')
        return target === 'facility' && actor.organisation === 'facility'
      if (reach === 'supervised' && target === 'facility') return actor.organisation === 'regulator'
      return target === actor.organisation
    })
}

const cells = DEMO_ACCOUNTS.flatMap((actor) =>
  STAFF_ACTIONS.flatMap((action) =>
    ORGANISATIONS.map((target) => ({
      actor,
      action,
      target,
      allowed: expected(actor, action, target),
    })),
  ),
)

describe('the matrix, cell by cell', () => {
  it.each(cells)(
    '$actor.role of $actor.organisation, $action on $target: $allowed',
    ({ actor, action, target, allowed }) => {
      expect(can({ id: 'x', ...actor }, action, target as Organisation)).toBe(allowed)
    },
  )

  it.each(DEMO_ACCOUNTS)('tells $email what it may do somewhere', (actor) => {
    const somewhere = STAFF_ACTIONS.filter((action) =>
      ORGANISATIONS.some((target) => expected(actor, action, target)),
    )
    expect(actionsOf({ id: 'x', ...actor })).toEqual(somewhere)
  })

  it('gives every role something and no action to nobody', () => {
    const roles = new Set(DEMO_ACCOUNTS.map((a) => a.role))
    expect(roles.size).toBe(6)
    for (const action of STAFF_ACTIONS) {
      expect(cells.some((cell) => cell.action === action && cell.allowed)).toBe(true)
    }
  })
})

let t: StaffTest
const cookies = new Map<string, string>()

beforeAll(async () => {
  t = await staffTest()
  // A member (the union's account) signs in with a code by email, never with a password.
  for (const account of DEMO_ACCOUNTS) {
    const cookie = isMember(account)
      ? await memberSignIn(t.app, t.db, account.email)
      : await signIn(t.app, account.email)
    cookies.set(account.email, cookie)
  }
}, 60_000)
afterAll(async () => {
  await t.close()
})

describe('every staff call has an action', () => {
  it('finds each route under /api/staff in STAFF_CALLS', () => {
    const routes = t.app.routes
      .filter((route) => route.path.startsWith('/api/staff/') && route.method !== 'ALL')
      .map((route) => route.path.slice('/api/staff'.length))
    expect(routes.length).toBeGreaterThan(0)
    for (const path of routes)
      expect(Object.keys(STAFF_CALLS), `${path} has no action`).toContain(path)
  })

  it('refuses a staff path that is not in the matrix', async () => {
    const cookie = cookies.get('super-administrator@all.example')
    const response = await staffPost(t.app, '/api/staff/users/purge', {}, { cookie })
    expect(response.status).toBe(404)
  })
})

let serial = 0
const newEmail = () => `cell${++serial}@example.org`

/** A role that may be in `organisation`: a facility has agents only. */
const roleIn = (organisation: Membership): Role =>
  organisation === 'all' ? 'super-administrator' : organisation === 'facility' ? 'agent' : 'auditor'
const facilityOf = (organisation: Membership) =>
  organisation === 'facility' ? 'Cell Casino' : undefined

async function victimIn(organisation: Membership) {
  const [row] = await t.db.query<{ id: string }>(
    `insert into staff_users (email, role, organisation, password_hash, facility_name)
     values ($1, $2, $3, 'x', $4) returning id`,
    [newEmail(), roleIn(organisation), organisation, facilityOf(organisation) ?? null],
  )
  return row!.id
}

/** The organisations that own areas, and so cases. */
type CaseOrganisation = Exclude<Organisation, 'facility'>
const CASE_ORGANISATIONS = ORGANISATIONS.filter(
  (organisation): organisation is CaseOrganisation => organisation !== 'facility',
)

const AREA_OF: Record<CaseOrganisation, Area> = {
  regulator: 'exclusions',
  verify: 'registrations',
  union: 'members',
}
const KIND_OF = {
  regulator: 'exclusion',
  verify: 'productRegistration',
  union: 'insuranceJoin',
} as const

/** A case of the organisation's area, submitted by its agent, with one file. */
async function caseIn(organisation: CaseOrganisation) {
  const reference = await addCase(t, {
    kind: KIND_OF[organisation],
    data: organisation === 'verify' ? { productCode: `CELL${++serial}` } : undefined,
    submittedBy: await staffId(t, `agent@${organisation}.example`),
    files: { idCopy: [{ name: 'id.pdf', bytes: realPdf() }] },
  })
  const [document] = await t.db.query<{ id: number }>(
    'select id from submission_documents where reference = $1',
    [reference],
  )
  return { area: AREA_OF[organisation], reference, documentId: document!.id }
}

const shared = new Map<CaseOrganisation, ReturnType<typeof caseIn>>()
const sharedCase = (organisation: CaseOrganisation) => {
  if (!shared.has(organisation)) shared.set(organisation, caseIn(organisation))
  return shared.get(organisation)!
}

interface Routed {
  /** What the call is aimed at; `null`: nothing (allowed wherever the role may act). */
  targets: readonly Membership[] | null
  body: (target: Membership) => Promise<unknown>
}

const cases = (body: (target: CaseOrganisation) => Promise<unknown>): Routed => ({
  targets: CASE_ORGANISATIONS,
  body: (target) => body(target as CaseOrganisation),
})

// The calls that exist, and how each is aimed at an organisation.
const ROUTED: Record<string, Routed> = {
  '/users/list': { targets: MEMBERSHIPS, body: async (organisation) => ({ organisation }) },
  '/users/create': {
    targets: MEMBERSHIPS,
    body: async (organisation) => ({
      email: newEmail(),
      role: roleIn(organisation),
      organisation,
      ...(organisation === 'facility' ? { facilityName: facilityOf(organisation) } : {}),
    }),
  },
  '/users/disable': {
    targets: MEMBERSHIPS,
    body: async (organisation) => ({ userId: await victimIn(organisation) }),
  },
  '/users/clear-sign-in-wait': {
    targets: MEMBERSHIPS,
    body: async (organisation) => ({ userId: await victimIn(organisation) }),
  },
  '/audit/list': { targets: MEMBERSHIPS, body: async (organisation) => ({ organisation }) },
  '/cases/list': cases(async (organisation) => ({ area: AREA_OF[organisation] })),
  '/cases/counts': cases(async (organisation) => ({ area: AREA_OF[organisation] })),
  '/cases/mine': { targets: null, body: async () => ({}) },
  '/cases/show': cases(async (organisation) => {
    const { area, reference } = await sharedCase(organisation)
    return { area, reference }
  }),
  '/cases/decide': cases(async (organisation) => {
    const { area, reference } = await caseIn(organisation)
    return { area, reference, decision: 'REJECTED', note: 'Matrix cell' }
  }),
  '/files/read': cases(async (organisation) => ({
    documentId: (await sharedCase(organisation)).documentId,
  })),
  '/documents/verify': cases(async (organisation) => ({
    documentId: (await caseIn(organisation)).documentId,
  })),
  // The products register is verify's alone: every call is aimed there.
  '/products/find': { targets: ['verify'], body: async () => ({ code: 'CELL' }) },
  '/products/set-status': {
    targets: ['verify'],
    body: async () => ({ code: await product(), status: 'recalled', reason: 'Matrix cell' }),
  },
  '/products/set-threshold': {
    targets: ['verify'],
    body: async () => ({ code: await product(), threshold: 10 }),
  },
}

/** A product on the register for the calls on it to act on. */
async function product() {
  const code = `CELLP${++serial}`
  await t.db.query(
    `insert into products (code, name, manufacturer, status) values ($1, 'Cell', 'Matrix', 'Registered')`,
    [code],
  )
  return code
}

// A member's session is refused every staff call (member-session.ts): its own page is members/me.
const somewhere = (actor: DemoAccount, action: StaffAction) =>
  !isMember(actor) && ORGANISATIONS.some((target) => expected(actor, action, target))

const httpCells = DEMO_ACCOUNTS.flatMap((actor) =>
  Object.entries(ROUTED).flatMap(([path, routed]) => {
    const action = STAFF_CALLS[path]!
    return (routed.targets ?? ['-' as const]).map((target) => ({
      actor,
      path,
      target,
      allowed: target === '-' ? somewhere(actor, action) : expected(actor, action, target),
    }))
  }),
)

describe('the matrix on the gateway', () => {
  it.each(httpCells)(
    '$actor.email: $path on $target is allowed: $allowed',
    async ({ actor, path, target, allowed }) => {
      const body = await ROUTED[path]!.body(target as Membership)
      const response = await staffPost(t.app, `/api/staff${path}`, body, {
        cookie: cookies.get(actor.email),
      })
      if (allowed) expect([200, 201]).toContain(response.status)
      else expect(response.status).toBe(403)
    },
  )

  const unbuilt = Object.entries(STAFF_CALLS).filter(([path]) => !(path in ROUTED))
  it.each(
    DEMO_ACCOUNTS.flatMap((actor) => unbuilt.map(([path, action]) => ({ actor, path, action }))),
  )(
    '$actor.email on $path: refused unless the role may $action somewhere',
    async ({ actor, path, action }) => {
      const response = await staffPost(
        t.app,
        `/api/staff${path}`,
        {},
        {
          cookie: cookies.get(actor.email),
        },
      )
      if (somewhere(actor, action)) expect(response.status).not.toBe(403)
      else expect(response.status).toBe(403)
    },
  )
})
