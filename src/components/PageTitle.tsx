import { useLingui } from '@lingui/react'
import { useMatches } from '@tanstack/react-router'

/** The h1 of the page: the deepest route's title, the same words as the document title. */
export function PageTitle() {
  const { i18n } = useLingui()
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.title })
  return <h1 id="page-title">{title ? i18n._(title) : null}</h1>
}
