/**
 * A queue's filters in its address (`/staff/cases/<area>?status=PENDING&kind=…&from=…&page=2`,
 * and in the exclusions queue `?status=APPROVED&exclusion=ending-soon`),
 * so Back, a reload and a shared link keep them. Read by the queue page's route component,
 * not by its validateSearch, so that it stays out of the entry chunk every public page
 * loads. The gateway checks the filters again with the shared schema.
 */
export interface QueueSearch {
  status?: string
  kind?: string
  /** The exclusions queue: approved exclusions by where they stand today. */
  exclusion?: string
  from?: string
  to?: string
  page?: number
}

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED']
const EXCLUSION_STATES = ['active', 'ending-soon', 'ended']
const DAY = /^\d{4}-\d{2}-\d{2}$/
const KIND = /^[A-Za-z-]{1,40}$/

const text = (value: unknown, valid: (text: string) => boolean) =>
  typeof value === 'string' && valid(value) ? value : undefined

export function parseQueueSearch(search: Readonly<Record<string, unknown>>): QueueSearch {
  const page = Number(search.page)
  const parsed: QueueSearch = {
    status: text(search.status, (value) => STATUSES.includes(value)),
    kind: text(search.kind, (value) => KIND.test(value)),
    exclusion: text(search.exclusion, (value) => EXCLUSION_STATES.includes(value)),
    from: text(search.from, (value) => DAY.test(value)),
    to: text(search.to, (value) => DAY.test(value)),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  }
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as QueueSearch
}
