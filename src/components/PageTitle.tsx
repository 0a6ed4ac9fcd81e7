/**
 * The h1 of the page: the deepest route's title, the same words as the document title.
 * A page whose title depends on what it finds (the confirmation page: saved, delivered or
 * unknown) passes `title`; the root layout then uses it for the document title too
 * (usePageTitleOverride), so the tab and the heading never disagree.
 */
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useMatches } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'

let override: MessageDescriptor | undefined
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const setOverride = (next: MessageDescriptor | undefined) => {
  override = next
  for (const listener of [...listeners]) listener()
}

/** The title a page set for itself, if any. */
export function usePageTitleOverride(): MessageDescriptor | undefined {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => override,
  )
}

export function PageTitle({ title }: { title?: MessageDescriptor }) {
  const { i18n } = useLingui()
  const routeTitle = useMatches({ select: (matches) => matches.at(-1)?.staticData.title })
  const shown = title ?? routeTitle

  useEffect(() => {
    if (!title) return
    setOverride(title)
    return () => setOverride(undefined)
  }, [title])

  return <h1 id="page-title">{shown ? i18n._(shown) : null}</h1>
}
