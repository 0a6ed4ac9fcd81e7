/**
 * The monthly payroll deductions of the union's members (src/shared/insurance/deductions.ts).
 */
import type { DeductionStanding } from '../../../src/shared/insurance/deductions'
import type { Membership } from '../../../src/shared/insurance/cover'
import type { Queryable } from '../db/db'

/** An approved join: its reference, its data and its membership (./cover.ts). */
export interface MemberJoin {
  reference: string
  data: Record<string, unknown>
  membership: Membership
}

/** The premiums of the approved join `join` up to `today` ('YYYY-MM-DD', Botswana). */
export async function deductionStanding(
  _db: Queryable,
  _join: MemberJoin,
  _today: string,
): Promise<DeductionStanding> {
  return { months: [], monthsBehind: 0, standing: 'in-force' }
}
