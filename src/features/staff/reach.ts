/**
 * What the pages may offer: the areas whose cases the signed-in account may see (its own
 * organisation's, every one for the super-administrator). Only to hide what would be refused;
 * the gateway decides (server/src/auth/permissions.ts).
 */
import { AREA_ORGANISATION, AREAS, type Area, type StaffMe } from '../../shared/schemas/staff'

export const isArea = (value: string): value is Area => (AREAS as string[]).includes(value)

export const seesArea = (me: StaffMe, area: Area) =>
  me.actions.includes('cases.list') &&
  (me.organisation === 'all' || AREA_ORGANISATION[area] === me.organisation)
