/**
 * How many pages this visit has shown, counted by the router from the first paint on
 * (src/router.ts). Features that load later read it here instead of counting for themselves,
 * which would miss the pages seen before they arrived (the install offer's "third page").
 */
let count = 0
const listeners = new Set<() => void>()

export function notePageView(): void {
  count += 1
  for (const listener of [...listeners]) listener()
}

export function pageViews(): number {
  return count
}

export function onPageView(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
