/**
 * The catalogue the insurance pages show and price: the copy kept on the device at once (so a
 * page renders offline, and without waiting), then the gateway's, which replaces it and is
 * kept with the time it arrived. One fetch serves every insurance page visited in the next
 * minute (a module-level copy), so moving between the schemes and the quote does not ask
 * again.
 *
 * `fetchedAt` is when the catalogue on screen arrived; `problem` says why it is not fresh:
 * 'unreachable' (no answer: offline, timeout) or 'failed' (the gateway answered a failure).
 */
import { useEffect, useState } from 'react'
import { isGatewayError } from '../../gateway/errors'
import type { FuneralScheme } from '../../shared/insurance/types'
import { listSchemes } from './list-schemes'
import { checkCatalogue, loadSchemes, saveSchemes } from './storage'

export type SchemesProblem = 'unreachable' | 'failed'

export interface SchemesState {
  schemes: FuneralScheme[] | undefined
  fetchedAt: Date | undefined
  /** True while the gateway has not answered yet. */
  pending: boolean
  problem: SchemesProblem | undefined
}

const FRESH_MS = 60_000
let latest: { schemes: FuneralScheme[]; fetchedAt: Date; at: number } | undefined

function initial(): SchemesState {
  const saved = latest ?? loadSchemes()
  const fresh = latest !== undefined && Date.now() - latest.at < FRESH_MS
  return {
    schemes: saved?.schemes,
    fetchedAt: saved?.fetchedAt,
    pending: !fresh,
    problem: undefined,
  }
}

export function useSchemes(): SchemesState {
  const [state, setState] = useState(initial)

  useEffect(() => {
    if (!state.pending) return
    const controller = new AbortController()
    listSchemes(controller.signal)
      .then((answer) => {
        const schemes = checkCatalogue(answer)
        if (!schemes) throw new Error('schemes/list answered an unexpected shape')
        const fetchedAt = new Date()
        latest = { schemes, fetchedAt, at: Date.now() }
        saveSchemes(schemes, fetchedAt)
        setState({ schemes, fetchedAt, pending: false, problem: undefined })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const unreachable =
          isGatewayError(error) && (error.kind === 'network' || error.kind === 'timeout')
        setState((s) => ({ ...s, pending: false, problem: unreachable ? 'unreachable' : 'failed' }))
      })
    return () => controller.abort()
    // Once per mount: the state only says whether to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return state
}
