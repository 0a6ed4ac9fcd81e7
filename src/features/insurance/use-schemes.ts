/**
 * The catalogue the insurance pages show and price: the copy kept on the device at once (so a
 * page renders offline, and without waiting), then the gateway's, which replaces it and is
 * kept with the time it arrived. One fetch serves every insurance page visited in the next
 * minute (a module-level copy), so moving between the schemes and the quote does not ask
 * again.
 *
 * `fetchedAt` is when the catalogue on screen arrived; `problem` says why it is not fresh:
 * 'unreachable' (no answer: offline, timeout) or 'failed' (the gateway answered a failure).
 *
 * The device's copy, its checks (valibot) and the gateway client load after the page is on
 * screen, in the effect: the first render is then the prerendered page's (the copy is on no
 * server), and a visitor's first load carries none of them (docs/design.md section 7). A
 * catalogue is drawn with its amounts, so it waits for Intl to be ready (i18n/intl-ready.ts).
 * It is drawn as a transition, which React renders in slices and can interrupt: a quote form
 * or a scheme's tables in one go were the page's longest tasks on a slow phone (Lighthouse:
 * blocking time 217 to 461 ms on the quote).
 */
import { startTransition, useEffect, useState } from 'react'
import { useAppLocale } from '../../i18n/locales'
import { intlReady } from '../../i18n/intl-ready'
import { INTL_LOCALE } from '../../shared/locales'
import type { FuneralScheme } from '../../shared/insurance/types'

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
  const fresh = latest !== undefined && Date.now() - latest.at < FRESH_MS
  return {
    schemes: latest?.schemes,
    fetchedAt: latest?.fetchedAt,
    pending: !fresh,
    problem: undefined,
  }
}

const load = () => Promise.all([import('./storage'), import('./list-schemes')])

export function useSchemes(): SchemesState {
  const [state, setState] = useState(initial)
  const tag = INTL_LOCALE[useAppLocale()]

  useEffect(() => {
    if (!state.pending) return
    const controller = new AbortController()
    const { signal } = controller
    const warm = intlReady(tag)
    void (async () => {
      let unreachable = true
      try {
        const [storage, gateway] = await load()
        if (signal.aborted) return
        const saved = latest ? undefined : storage.loadSchemes()
        if (saved) {
          await warm
          if (signal.aborted) return
          startTransition(() => setState((s) => (s.schemes ? s : { ...s, ...saved })))
        }
        try {
          const schemes = storage.checkCatalogue(await gateway.listSchemes(signal))
          if (!schemes) throw new Error('schemes/list answered an unexpected shape')
          await warm
          if (signal.aborted) return
          const fetchedAt = new Date()
          latest = { schemes, fetchedAt, at: Date.now() }
          storage.saveSchemes(schemes, fetchedAt)
          startTransition(() =>
            setState({ schemes, fetchedAt, pending: false, problem: undefined }),
          )
          return
        } catch (error) {
          unreachable = gateway.isUnreachable(error)
        }
      } catch {
        // The code itself did not arrive: offline before the service worker had it.
      }
      if (signal.aborted) return
      setState((s) => ({ ...s, pending: false, problem: unreachable ? 'unreachable' : 'failed' }))
    })()
    return () => controller.abort()
    // Once per mount: the state only says whether to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return state
}
