/**
 * Staff areas and the organisations that own them (docs/design.md section 4a, Staff): every
 * submission lands in one area's queue, read and decided only by staff of its organisation
 * (or the super-administrator, organisation `all`).
 */
export const STAFF_AREAS = [
  'exclusions',
  'reports',
  'complaints',
  'counselling',
  'talk',
  'registrations',
  'members',
  'fakes',
  'claims',
] as const
export type StaffArea = (typeof STAFF_AREAS)[number]

/**
 * `facility`: the licensed gambling facilities, which own no area: their accounts (agents only)
 * check the register of exclusions at the door (docs/decisions.md, "The register check").
 */
export const ORGANISATIONS = ['regulator', 'verify', 'union', 'facility'] as const
export type Organisation = (typeof ORGANISATIONS)[number]

export const AREA_ORGANISATION: Record<StaffArea, Organisation> = {
  exclusions: 'regulator',
  reports: 'regulator',
  complaints: 'regulator',
  counselling: 'regulator',
  talk: 'regulator',
  registrations: 'verify',
  members: 'union',
  fakes: 'verify',
  claims: 'union',
}
