/**
 * THE permission matrix (docs/design.md section 6), one typed table: role x organisation x
 * action, in this one module. Every staff call names its action in STAFF_CALLS; one middleware
 * (guard.ts) refuses a role that has the action nowhere, and each handler checks the target's
 * organisation with `can` or scopes its query with `scopeOf`. A call missing from STAFF_CALLS
 * is refused, and a test fails (permissions.test.ts), so no route can slip past the matrix.
 *
 * A grant says where a role may act:
 * - `all`: in every organisation (the super-administrator);
 * - `organisation`: in its own organisation only;
 * - `submitted`: in its own organisation, on the cases it submitted itself (an agent);
 * - `self`: on its own records only (an account: a member's own membership).
 * ONLY_IN narrows an action to the organisations where it exists at all: schemes, member
 * submissions and memberships belong to the union.
 *
 * Decisions where docs/design.md section 6 is silent (noted here so a reviewer finds them):
 * - a system-administrator reads no cases and no files ("no case decisions"; least privilege);
 * - an auditor lists staff accounts of its organisation ("read everything in its organisation");
 * - the union's system-administrator saves schemes (docs/design.md 4a: "manager or
 *   system-administrator of the union"); the super-administrator does everything but read
 *   "own" membership, which only a member has, and check the register;
 * - `facility` (the licensed facilities) has agents only, who check the register of exclusions
 *   and do nothing else; the regulator's system-administrators manage their accounts, and its
 *   system-administrators and auditors read their accounts and log (SUPERVISES).
 */
import {
  ORGANISATIONS,
  STAFF_ACTIONS,
  type Membership,
  type Organisation,
  type Role,
  type StaffAction,
} from '../../../src/shared/schemas/staff'

export type Grant = 'all' | 'organisation' | 'submitted' | 'self'

// The super-administrator does everything but read a member's own membership and check the
// register at a facility's door (docs/decisions.md, "The register check").
const NOT_EVERYWHERE: readonly StaffAction[] = ['membership.show', 'register.check']
const EVERYTHING = Object.fromEntries(
  STAFF_ACTIONS.filter((action) => !NOT_EVERYWHERE.includes(action)).map((action) => [
    action,
    'all',
  ]),
) as Partial<Record<StaffAction, Grant>>

export const MATRIX: Record<Role, Partial<Record<StaffAction, Grant>>> = {
  'super-administrator': EVERYTHING,
  'system-administrator': {
    'users.list': 'organisation',
    'users.create': 'organisation',
    'users.disable': 'organisation',
    'users.clearSignInWait': 'organisation',
    'audit.list': 'organisation',
    'schemes.save': 'organisation',
  },
  manager: {
    'cases.list': 'organisation',
    'cases.show': 'organisation',
    'cases.decide': 'organisation',
    'files.read': 'organisation',
    'documents.verify': 'organisation',
    'schemes.save': 'organisation',
    'products.manage': 'organisation',
    'deductions.import': 'organisation',
  },
  agent: {
    'cases.list': 'submitted',
    'cases.show': 'submitted',
    'files.read': 'submitted',
    'members.submit': 'organisation',
    'register.check': 'organisation',
  },
  auditor: {
    'cases.list': 'organisation',
    'cases.show': 'organisation',
    'files.read': 'organisation',
    'users.list': 'organisation',
    'audit.list': 'organisation',
  },
  account: {
    'membership.show': 'self',
  },
}

/** Actions that exist only in some organisations. */
export const ONLY_IN: Partial<Record<StaffAction, readonly Organisation[]>> = {
  'schemes.save': ['union'],
  'members.submit': ['union'],
  'membership.show': ['union'],
  'register.check': ['facility'],
  // The products register is the verify organisation's (docs/api.md, staff/products/*).
  'products.manage': ['verify'],
  // The monthly deduction schedules are the union's (insurance/deductions.ts).
  'deductions.import': ['union'],
}

/**
 * What exists in `facility` at all: the register check, and the accounts and log that the
 * regulator keeps for its licensees (a facility has agents only, migration 023). A facility
 * agent is an agent, but has no cases, files or members.
 */
const IN_FACILITY: readonly StaffAction[] = [
  'register.check',
  'users.list',
  'users.create',
  'users.disable',
  'users.clearSignInWait',
  'audit.list',
]

/**
 * The regulator licenses the facilities: its administrators create and disable their accounts,
 * and its system-administrators and auditors read their accounts and log, as their own.
 */
const SUPERVISES: Partial<Record<Organisation, Organisation>> = { facility: 'regulator' }
const SUPERVISED_ACTIONS: readonly StaffAction[] = [
  'users.list',
  'users.create',
  'users.disable',
  'users.clearSignInWait',
  'audit.list',
]

/** Every call under /api/staff and the action it performs (docs/design.md section 4). */
export const STAFF_CALLS: Readonly<Record<string, StaffAction>> = {
  '/cases/list': 'cases.list',
  '/cases/counts': 'cases.list',
  '/cases/mine': 'cases.list',
  '/cases/show': 'cases.show',
  '/cases/decide': 'cases.decide',
  '/files/read': 'files.read',
  '/documents/verify': 'documents.verify',
  '/schemes/list': 'schemes.save',
  '/schemes/save': 'schemes.save',
  '/users/list': 'users.list',
  '/users/create': 'users.create',
  '/users/disable': 'users.disable',
  '/users/clear-sign-in-wait': 'users.clearSignInWait',
  '/audit/list': 'audit.list',
  '/members/submit': 'members.submit',
  // A member's page for the union's staff (staff/members.ts narrows it to full readers).
  '/members/show': 'cases.show',
  '/membership/show': 'membership.show',
  '/products/find': 'products.manage',
  '/products/set-status': 'products.manage',
  '/products/set-threshold': 'products.manage',
  '/deductions/preview': 'deductions.import',
  '/deductions/confirm': 'deductions.import',
  '/deductions/imports': 'deductions.import',
}

/** Who is asking: enough of a signed-in account to decide. */
export interface Actor {
  id: string
  role: Role
  organisation: Membership
}

export function grantOf(actor: Actor, action: StaffAction): Grant | undefined {
  return MATRIX[actor.role]?.[action]
}

/** May `actor` perform `action` on something owned by `target`? */
export function can(actor: Actor, action: StaffAction, target: Organisation): boolean {
  const grant = grantOf(actor, action)
  if (!grant) return false
  const only = ONLY_IN[action]
  if (only && !only.includes(target)) return false
  if (target === 'facility' && !IN_FACILITY.includes(action)) return false
  if (grant === 'all' || actor.organisation === target) return true
  return (
    grant === 'organisation' &&
    SUPERVISED_ACTIONS.includes(action) &&
    SUPERVISES[target] === actor.organisation
  )
}

/** The organisations where `actor` may perform `action`; empty when nowhere. */
export function organisationsFor(actor: Actor, action: StaffAction): Organisation[] {
  return ORGANISATIONS.filter((organisation) => can(actor, action, organisation))
}

/** The actions `actor` may perform somewhere: what `auth/me` tells the pages. */
export function actionsOf(actor: Actor): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => organisationsFor(actor, action).length > 0)
}

/**
 * How a list query must be narrowed for `actor`: `organisations` null means every
 * organisation's rows; `submittedBy` / `owner` further limit to the actor's own cases or
 * records. Undefined when the actor may not perform the action at all.
 */
export interface Scope {
  organisations: Membership[] | null
  submittedBy?: string
  owner?: string
}

export function scopeOf(actor: Actor, action: StaffAction): Scope | undefined {
  const grant = grantOf(actor, action)
  const organisations = organisationsFor(actor, action)
  if (!grant || organisations.length === 0) return undefined
  if (grant === 'all') return { organisations: ONLY_IN[action] ? organisations : null }
  if (grant === 'submitted') return { organisations, submittedBy: actor.id }
  if (grant === 'self') return { organisations, owner: actor.id }
  return { organisations }
}
