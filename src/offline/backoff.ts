/**
 * Retry delays of the outbox (docs/architecture.md, after enketo's exponential-backoff.js):
 * `min(2^n, 300)` seconds after the n-th failure in a row, with "equal jitter" (half fixed,
 * half random), so devices that lost the network together do not all come back in the same
 * second, and no wait ever exceeds five minutes. A retry the user asks for skips the wait.
 */
export const MAX_DELAY_S = 300

/** The ceiling of the wait after `failures` failures in a row (1 -> 2 s, 2 -> 4 s, ... 300 s). */
export function backoffCeilingMs(failures: number): number {
  const n = Math.max(0, Math.floor(failures))
  return Math.min(2 ** n, MAX_DELAY_S) * 1000
}

/** The wait before the next try: between half the ceiling and the ceiling. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const ceiling = backoffCeilingMs(failures)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
