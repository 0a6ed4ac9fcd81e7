/**
 * The reference of a journey's last submission in this tab, so that Back after submitting
 * says it was sent (CheckAnswers.tsx) instead of an empty Check your answers with Submit. In
 * this tab's sessionStorage, like the PDF's snapshot (snapshot.ts): the reference alone is no
 * personal data, but a shared phone need not keep it beyond the tab.
 */
const key = (journeyId: string) => `sent:${journeyId}`

export function rememberSent(journeyId: string, reference: string): void {
  try {
    sessionStorage.setItem(key(journeyId), reference)
  } catch {
    // Storage refused: Back then shows the empty form, as before.
  }
}

export function sentReference(journeyId: string): string | undefined {
  try {
    return sessionStorage.getItem(key(journeyId)) ?? undefined
  } catch {
    return undefined
  }
}

export function forgetSent(journeyId: string): void {
  try {
    sessionStorage.removeItem(key(journeyId))
  } catch {
    // Nothing kept.
  }
}
