/**
 * The staff calls of docs/design.md sections 4 and 4a: roles, organisations, the actions the
 * permission matrix knows (server/src/auth/permissions.ts holds who may do each), and the
 * request schemas that the sign-in and staff forms and the gateway share (docs/design.md section 2).
 *
 * The action and audit names are shared so that the pages can show, in the user's language,
 * what `auth/me` says the signed-in role may do, and label the audit log's rows; whether a
 * role may do something is decided on the gateway only.
 */
import * as v from 'valibot'
import {
  AREA_ORGANISATION,
  ORGANISATIONS,
  STAFF_AREAS,
  type Organisation,
  type StaffArea,
} from '../contracts/areas'
import { messageText as m } from '../messages'
import { early, emailSchema, optionalField, passwordSchema, singleLine } from '../rules'

/** The staff roles, in the order docs/design.md section 6 lists them. */
export const ROLES = [
  'super-administrator',
  'system-administrator',
  'manager',
  'agent',
  'auditor',
  'account',
] as const
export type Role = (typeof ROLES)[number]

/** The four organisations (src/shared/contracts/areas.ts), and `all`, the super-administrator's. */
export type Membership = Organisation | 'all'
export const MEMBERSHIPS = [...ORGANISATIONS, 'all'] as const

/** The case areas of staff/cases/* and the organisation that owns each (docs/design.md 4a). */
export { AREA_ORGANISATION, ORGANISATIONS }
export type { Organisation }
export type Area = StaffArea
export const AREAS: readonly Area[] = STAFF_AREAS

/**
 * Every staff action of docs/design.md sections 4 and 4a, including those whose calls come later
 * (case review, documents, schemes, agents' and members' calls).
 */
export const STAFF_ACTIONS = [
  'cases.list',
  'cases.show',
  'cases.decide',
  'files.read',
  'documents.verify',
  'schemes.save',
  'users.list',
  'users.create',
  'users.disable',
  'users.clearSignInWait',
  'audit.list',
  'members.submit',
  'membership.show',
  'register.check',
  'products.manage',
  'deductions.import',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/** What the audit log records (docs/design.md section 6). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'password.change',
  'users.create',
  'users.disable',
  'users.clearSignInWait',
  'cases.decide',
  'documents.verify',
  'files.read',
  'schemes.save',
  'exclusions.extend',
  'exclusions.withdrawCancellation',
  'register.check',
  'products.setStatus',
  'products.setThreshold',
  'deductions.import',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
export type AuditOutcome = 'success' | 'failure'

/** Super-administrators belong to `all`; every other role to one organisation. */
export const fitsRole = (role: Role, organisation: Membership) =>
  (role === 'super-administrator') === (organisation === 'all')

/** A facility has agents only (migration 023): they check the register, and nothing else. */
export const fitsFacility = (role: Role, organisation: Membership) =>
  organisation !== 'facility' || role === 'agent'

/** The name of a facility, as the regulator's log shows it beside each check. */
export const facilityNameSchema = v.pipe(
  v.string(m('facilityName.required')),
  v.trim(),
  v.nonEmpty(m('facilityName.required')),
  singleLine(),
  v.maxLength(100, m('facilityName.tooLong', { max: 100 })),
)

// ---- requests ------------------------------------------------------------------------------

export const loginSchema = v.strictObject({ email: emailSchema, password: passwordSchema })
export type LoginRequest = v.InferOutput<typeof loginSchema>

// One character repeated (`aaaaaaaa`) is refused here, so the form says so at once; the list of
// the most common passwords is the gateway's (server/src/auth/weak-passwords.ts).
const newPasswordSchema = early(
  v.pipe(
    v.string(m('newPassword.required')),
    v.nonEmpty(m('newPassword.required')),
    passwordSchema,
    v.check((password) => !/^(.)\1*$/su.test(password), m('newPassword.repeated')),
  ),
)

export const passwordChangeSchema = v.pipe(
  v.strictObject({ currentPassword: passwordSchema, newPassword: newPasswordSchema }),
  v.forward(
    v.check((input) => input.currentPassword !== input.newPassword, m('newPassword.same')),
    ['newPassword'],
  ),
)
export type PasswordChangeRequest = v.InferOutput<typeof passwordChangeSchema>

/**
 * A new account: a super-administrator in `all`, anyone else in one organisation, an agent
 * with its facility's name in `facility`, and no facility name anywhere else.
 */
interface NewAccount {
  role: Role
  organisation: Membership
  facilityName?: string | undefined
}
const namesFacility = (input: NewAccount) =>
  (input.organisation === 'facility') === (input.facilityName !== undefined)
const facilityNameProblem = (input: NewAccount) =>
  m(input.organisation === 'facility' ? 'facilityName.required' : 'facilityName.misplaced')

const newAccountFields = {
  email: emailSchema,
  role: v.picklist(ROLES, m('role.required')),
  organisation: v.picklist(MEMBERSHIPS, m('staffOrganisation.required')),
}

export const userCreateSchema = v.pipe(
  v.strictObject({ ...newAccountFields, facilityName: v.optional(facilityNameSchema) }),
  v.forward(
    v.check((input) => fitsRole(input.role, input.organisation), m('staffOrganisation.misfit')),
    ['organisation'],
  ),
  v.forward(
    v.check(
      (input) => fitsFacility(input.role, input.organisation),
      m('staffOrganisation.facilityAgent'),
    ),
    ['role'],
  ),
  v.forward(
    v.check(
      (input) => namesFacility(input),
      (issue) => facilityNameProblem(issue.input),
    ),
    ['facilityName'],
  ),
)
/** The create form: its facility name is text, and blank is none. */
export const userCreateFormSchema = v.pipe(
  v.strictObject({ ...newAccountFields, facilityName: optionalField(facilityNameSchema) }),
  v.forward(
    v.check((input) => fitsRole(input.role, input.organisation), m('staffOrganisation.misfit')),
    ['organisation'],
  ),
  v.forward(
    v.check(
      (input) => fitsFacility(input.role, input.organisation),
      m('staffOrganisation.facilityAgent'),
    ),
    ['role'],
  ),
  v.forward(
    v.check(
      (input) => namesFacility(input),
      (issue) => facilityNameProblem(issue.input),
    ),
    ['facilityName'],
  ),
)
export type UserCreateRequest = v.InferOutput<typeof userCreateSchema>

export const userDisableSchema = v.strictObject({
  userId: v.pipe(v.string(m('user.unknown')), v.uuid(m('user.unknown'))),
})
export type UserDisableRequest = v.InferOutput<typeof userDisableSchema>

/** `staff/users/clear-sign-in-wait`: one account, by its id, as for disable. */
export const userClearWaitSchema = userDisableSchema

export const page = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  1,
)
export const pageSize = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  20,
)

export const usersListSchema = v.strictObject({
  organisation: v.optional(v.picklist(MEMBERSHIPS, m('staffOrganisation.required'))),
  page,
  pageSize,
})
export type UsersListRequest = v.InferOutput<typeof usersListSchema>

/** A calendar day, YYYY-MM-DD, that exists (valibot's isoDate takes 2026-02-30). */
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

export const daySchema = v.pipe(
  v.string(m('date.invalid')),
  v.isoDate(m('date.invalid')),
  v.check(isRealDay, m('date.invalid')),
)

/** The audit log's filters, each optional: part of an actor's email, an action, a day range. */
const auditFilters = {
  actor: v.pipe(
    v.string(),
    v.trim(),
    singleLine(),
    v.toLowerCase(),
    v.maxLength(150, m('email.tooLong', { max: 150 })),
  ),
  action: v.picklist(AUDIT_ACTIONS, m('auditAction.invalid')),
  from: daySchema,
  to: daySchema,
}

/** The end day is not before the start day (both included). */
export const inOrder = (input: { from?: string | undefined; to?: string | undefined }) =>
  !input.from || !input.to || input.from <= input.to

export const auditListSchema = v.pipe(
  v.strictObject({
    organisation: v.optional(v.picklist(MEMBERSHIPS, m('staffOrganisation.required'))),
    actor: v.optional(auditFilters.actor),
    action: v.optional(auditFilters.action),
    from: v.optional(auditFilters.from),
    to: v.optional(auditFilters.to),
    page,
    pageSize,
  }),
  v.forward(
    v.check((input) => inOrder(input), m('dateRange.order')),
    ['to'],
  ),
)
/** The filter form: its fields are text, and a blank one is no filter. */
export const auditFilterFormSchema = v.pipe(
  v.object({
    actor: optionalField(auditFilters.actor),
    action: optionalField(auditFilters.action),
    from: optionalField(auditFilters.from),
    to: optionalField(auditFilters.to),
  }),
  v.forward(
    v.check((input) => inOrder(input), m('dateRange.order')),
    ['to'],
  ),
)
export type AuditListRequest = v.InferOutput<typeof auditListSchema>

// ---- answers -------------------------------------------------------------------------------

/** `auth/login` and `auth/me`: who is signed in and what they may do (in some organisation). */
export interface StaffMe {
  email: string
  role: Role
  organisation: Membership
  /** A one-time password is in use: every other staff call is refused until it is changed. */
  mustChangePassword: boolean
  actions: StaffAction[]
  /** A facility account: its facility's name. */
  facilityName?: string
}

export interface StaffUser {
  id: string
  email: string
  role: Role
  organisation: Membership
  createdAt: string
  lastSignInAt: string | null
  disabledAt: string | null
  mustChangePassword: boolean
  /** A facility account's facility; null for every other account. */
  facilityName: string | null
}

/** `staff/users/create`: the account and its one-time password, shown once. */
export interface UserCreated {
  user: StaffUser
  oneTimePassword: string
}

export interface AuditRow {
  id: number
  at: string
  actorEmail: string | null
  actorRole: Role | null
  organisation: Membership
  action: AuditAction
  outcome: AuditOutcome
  area: string | null
  reference: string | null
  target: string | null
  /** A scheme save: which of its fields changed (none when only its version moved on). */
  changed?: SchemeField[]
}

/** The fields of a scheme that staff edit (`staff/schemes/save`), as its audit rows name them. */
export const SCHEME_FIELDS = [
  'title',
  'category',
  'description',
  'imageUrl',
  'translations',
] as const
export type SchemeField = (typeof SCHEME_FIELDS)[number]
