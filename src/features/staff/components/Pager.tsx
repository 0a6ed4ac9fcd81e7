/** Previous and next page of a staff list, with where the reader is ("Page 2 of 5"). */
import { Trans, useLingui } from '@lingui/react/macro'

interface Props {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

export function Pager({ page, pageSize, total, onPage }: Props) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  return (
    <nav className="staff-pager" aria-label={t`Pages`}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous page</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  )
}
