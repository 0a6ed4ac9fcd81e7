/**
 * The state of the Verification Sites page: which list is on screen, where it came from, and
 * what went wrong, if anything.
 *
 * - Every answer goes through `applyPage` (cache.ts), the one cache rule, and is then kept on
 *   the device (storage.ts) with the time it arrived: "the last list fetched".
 * - One request at a time: a new one aborts the one still running, so a slow answer for an
 *   old search can never overwrite a newer list.
 * - The calls are silent (no dialog, no counter of their own); the loading overlay is driven
 *   here, because every call shows it (docs/design.md section 4).
 * - No answer at all (offline, DNS, timeout): the list kept on the device is shown with the
 *   time it was fetched, and the page says so inline. A dialog would be noise here: being
 *   offline is a normal state of a PWA, not an error the user must acknowledge.
 * - An answer that is a failure (4xx, 5xx) goes to the message dialog through the one
 *   failure handler (src/gateway/errors.ts), as any other call, and the saved list is shown too.
 * - A failed "Load more" keeps the list as it is and says why beside the button.
 * - Once the first page of the plain list is in, the whole list is fetched quietly and kept on
 *   the device (offline-list.ts). With no answer, the page shows that whole list, and a search
 *   is made in it on the device, saying so.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { isUnreachable, onFailure } from '../../gateway/errors'
import { decrementProcessing, incrementProcessing } from '../../gateway/status'
import { applyPage, nextPage, PAGE_SIZE, type CertifierCache, type CertifierRequest } from './cache'
import { fetchCertifiers } from './list-certifiers'
import { keepWholeList, listOnDevice } from './offline-list'
import { loadList, loadWholeList, saveList } from './storage'

/**
 * `unreachable`: no answer came (offline, timeout). `failed`: the gateway answered with a
 * failure. `more-…`: the same, for "Load more".
 */
export type Problem = 'unreachable' | 'failed' | 'more-unreachable' | 'more-failed'

export interface SitesState {
  /** The list on screen; undefined until something can be shown. */
  list: CertifierCache | undefined
  /** When the list on screen is the copy kept on the device: the time it was fetched. */
  savedAt: Date | undefined
  /** The list on screen is a search made on the device, in the list kept there. */
  searchedOnDevice: boolean
  problem: Problem | undefined
  /** The search the user asked for last ('' for the plain list). */
  query: string
  pending: boolean
  /**
   * After a "Load more": where focus goes. A new object each time, so an effect can react;
   * `rowId` is the first new row, or undefined when the page added none (paging ended).
   */
  focus: { rowId: string | undefined } | undefined
}

const INITIAL: SitesState = {
  list: undefined,
  savedAt: undefined,
  searchedOnDevice: false,
  problem: undefined,
  query: '',
  pending: true,
  focus: undefined,
}

export function useCertifiers() {
  const [state, setState] = useState<SitesState>(INITIAL)
  const list = useRef<CertifierCache | undefined>(undefined)
  const running = useRef<AbortController | undefined>(undefined)
  const last = useRef<CertifierRequest>({ query: '', page: 1, pageSize: PAGE_SIZE })
  const whole = useRef<AbortController | undefined>(undefined)

  const load = useCallback(async (request: CertifierRequest) => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    last.current = request
    const more = request.page > 1
    setState((s) => ({
      ...s,
      pending: true,
      problem: undefined,
      query: more ? s.query : request.query,
      focus: undefined,
    }))
    incrementProcessing()
    try {
      const answer = await fetchCertifiers(request, controller.signal)
      if (controller.signal.aborted) return
      const before = list.current
      const next = applyPage(before, request, answer.data, answer.total)
      list.current = next
      saveList(next)
      const appended = more && before !== undefined && before.query === next.query
      if (request.query === '' && !more && !whole.current) {
        whole.current = new AbortController()
        void keepWholeList(whole.current.signal).catch(() => undefined)
      }
      setState((s) => ({
        ...s,
        list: next,
        savedAt: undefined,
        searchedOnDevice: false,
        pending: false,
        focus: appended ? { rowId: next.rows[before.rows.length]?.id } : undefined,
      }))
    } catch (error) {
      if (controller.signal.aborted) return
      const unreachable = isUnreachable(error)
      if (!unreachable) onFailure(error)
      const kept = unreachable ? loadWholeList() : undefined
      if (kept) {
        // Every site is on the device: the plain list whole, or a search made in it.
        list.current = listOnDevice(kept.rows, request.query)
        setState((s) => ({
          ...s,
          list: list.current,
          savedAt: kept.fetchedAt,
          searchedOnDevice: request.query !== '',
          pending: false,
          problem: 'unreachable',
        }))
        return
      }
      if (more) {
        setState((s) => ({
          ...s,
          pending: false,
          problem: unreachable ? 'more-unreachable' : 'more-failed',
        }))
        return
      }
      const saved = loadList()
      // A search with no whole list kept: made in the last list kept, on the device.
      const search = unreachable && saved !== undefined && saved.list.query !== request.query
      if (saved) list.current = search ? listOnDevice(saved.list.rows, request.query) : saved.list
      setState((s) => ({
        ...s,
        list: list.current,
        savedAt: saved?.fetchedAt,
        searchedOnDevice: search,
        pending: false,
        problem: unreachable ? 'unreachable' : 'failed',
      }))
    } finally {
      decrementProcessing()
      if (running.current === controller) running.current = undefined
    }
  }, [])

  useEffect(() => {
    void load({ query: '', page: 1, pageSize: PAGE_SIZE })
    return () => {
      running.current?.abort()
      whole.current?.abort()
    }
  }, [load])

  /** Page 1 of a search, or of the plain list when `query` is ''. */
  const search = useCallback(
    (query: string) => void load({ query: query.trim(), page: 1, pageSize: PAGE_SIZE }),
    [load],
  )

  const loadMore = useCallback(() => {
    if (running.current || !list.current || list.current.complete) return
    void load(nextPage(list.current))
  }, [load])

  /** The last request again (after a failure). */
  const retry = useCallback(() => void load(last.current), [load])

  return { state, search, loadMore, retry }
}
