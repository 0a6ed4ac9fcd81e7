/**
 * The verification-sites cache: the one rule of docs/design.md section 6,
 * written as a single pure function so that every case can be tested in a table.
 *
 * - A request for page greater than 1 of the list on screen appends its rows.
 * - Anything else replaces: page 1, a refresh, a search after the plain list (or the plain
 *   list after a search, or another search), a later page of a list that is not on screen.
 *   A search and the plain list are different lists, told apart by their query ('' for the
 *   plain list).
 * - An empty page greater than 1 ends paging and keeps the list. The plain rule, "adding an empty
 *   result to an existing cache clears it"; taken literally that would empty a list the user
 *   has scrolled through, so docs/design.md section 6 decides otherwise.
 * - An empty first page, or an empty search result, is an empty list: the page says "no
 *   results".
 *
 * `complete` ends paging ("Load more" goes away). It is set by an empty or short page, or
 * when every row the gateway counted (`total`) is here. Appended rows whose id is already in
 * the list are dropped: if a row moves between pages while the user reads, the list must not
 * show it twice (and React keys and the focus after "Load more" rely on unique ids).
 */
import type { Certifier } from '../../shared/schemas/verify'

/** Rows per page (docs/design.md section 5: at least 45 seeded sites, so three pages). */
export const PAGE_SIZE = 20

export interface CertifierRequest {
  /** '' for the plain list; the trimmed search text for a search. */
  query: string
  page: number
  pageSize: number
}

export interface CertifierCache {
  /** Which list this is: '' for the plain list, else the search text. */
  query: string
  rows: readonly Certifier[]
  /** The last page requested into this list. */
  page: number
  pageSize: number
  /** All rows of this list as the gateway counts them, when it said. */
  total: number | undefined
  /** No more pages to load. */
  complete: boolean
}

export function applyPage(
  cache: CertifierCache | undefined,
  request: CertifierRequest,
  rows: readonly Certifier[],
  total?: number,
): CertifierCache {
  const { query, page, pageSize } = request
  const appends = page > 1 && cache !== undefined && cache.query === query

  if (!appends) {
    return {
      query,
      rows: [...rows],
      page,
      pageSize,
      total,
      complete: isComplete(rows.length, rows.length, pageSize, total),
    }
  }

  const known = total ?? cache.total
  if (rows.length === 0) return { ...cache, total: known, complete: true }

  const seen = new Set(cache.rows.map((row) => row.id))
  const merged = [...cache.rows, ...rows.filter((row) => !seen.has(row.id))]
  return {
    query,
    rows: merged,
    page,
    pageSize,
    total: known,
    complete: isComplete(merged.length, rows.length, pageSize, known),
  }
}

/** The request for the page after the ones in the cache. */
export function nextPage(cache: CertifierCache): CertifierRequest {
  return { query: cache.query, page: cache.page + 1, pageSize: cache.pageSize }
}

function isComplete(shown: number, received: number, pageSize: number, total?: number): boolean {
  return received === 0 || received < pageSize || (total !== undefined && shown >= total)
}
