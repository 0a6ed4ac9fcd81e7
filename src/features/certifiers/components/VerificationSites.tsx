/**
 * Verification Sites (`/verification-sites`, docs/design.md section 3): the paged list of certifiers,
 * search, and the last list kept on the device for offline use.
 *
 * Accessibility: one polite live region holds the count ("Showing 20 of 47 verification
 * sites") and, when there is one, the offline notice, so each load is read out once. After
 * "Load more", focus moves to the first new site; when a page adds none (the end), it moves
 * to the count, since the button it was on is gone.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { statusText } from '../status-text'
import { useCertifiers } from '../use-certifiers'
import { MoreProblem, SavedNotice } from './SavedNotice'
import { SearchForm } from './SearchForm'
import { SiteList } from './SiteList'

export function VerificationSites() {
  const { i18n } = useLingui()
  const { state, search, loadMore, retry } = useCertifiers()
  const { list, problem, savedAt, focus } = state
  const listRef = useRef<HTMLUListElement>(null)
  const countRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (!focus) return
    const row = focus.rowId
      ? listRef.current?.querySelector<HTMLElement>(`[data-site-id="${CSS.escape(focus.rowId)}"]`)
      : undefined
    ;(row ?? countRef.current)?.focus()
  }, [focus])

  const canRetry = problem === 'unreachable' || problem === 'failed'
  const moreToLoad = list !== undefined && !list.complete

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Verification sites are the laboratories and offices that test and certify products.
          Contact one to check a product you are unsure about.
        </Trans>
      </p>
      <SearchForm query={state.query} onSearch={search} onClear={() => search('')} />
      <div className="site-status" role="status">
        <SavedNotice
          problem={problem}
          savedAt={savedAt}
          searchedOnDevice={state.searchedOnDevice}
        />
        <p className="site-status__count" ref={countRef} tabIndex={-1}>
          {statusText(i18n, list)}
        </p>
      </div>
      {canRetry && (
        <button type="button" className="button button--secondary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      )}
      <SiteList rows={list?.rows ?? []} listRef={listRef} />
      <div role="status">
        <MoreProblem problem={problem} />
      </div>
      {moreToLoad && (
        <button type="button" className="button site-more" onClick={loadMore}>
          <Trans>Load more</Trans>
        </button>
      )}
    </>
  )
}
