/**
 * Money in pula as the gateway sends it: numbers with at most two decimals. Sums are made in
 * whole cents, so that 0.1 + 0.2 is 0.30 and never 0.30000000000000004, and the join can
 * compare its `deductionAmount` with the gateway's own quote exactly.
 */

/** Whole cents of an amount in pula (rounded half away from zero). */
export function toCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100)
  return amount < 0 ? -cents : cents
}

export const fromCents = (cents: number): number => cents / 100

/** The sum of amounts in pula, made in cents. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0))
}

/** True when two amounts are the same number of cents. */
export function sameAmount(a: number, b: number): boolean {
  return toCents(a) === toCents(b)
}

/** True for a finite number with at most two decimals (to the cent). */
export function isMoney(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
}
