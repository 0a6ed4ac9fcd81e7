/**
 * A prerendered form is on screen before the app runs (src/main.tsx starts it after the first
 * paint). Submitted then, the browser would send it itself: a page load that loses what was
 * typed, or Chromium's error page when offline. So until the app has taken the page over, a
 * submit is held, and the last one held is made again, through the app, once it has.
 */
let ready = false
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined

export function holdSubmitsUntilReady(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (ready) return
      event.preventDefault()
      held = { form: event.target as HTMLFormElement, submitter: event.submitter }
    },
    true,
  )
}

/** Called once the page is the app's (src/routes/__root.tsx): submits what was held. */
export function releaseHeldSubmit(): void {
  if (ready) return
  ready = true
  document.documentElement.setAttribute('data-app-ready', '')
  const last = held
  held = undefined
  if (!last || !last.form.isConnected) return
  const submitter =
    last.submitter && last.form.contains(last.submitter) ? last.submitter : undefined
  last.form.requestSubmit(submitter)
}
