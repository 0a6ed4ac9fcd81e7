/**
 * What a page says when it cannot be shown: most often its code could not be fetched because
 * the connection dropped on a first visit, before the app was saved for offline use. It keeps
 * the area's header and footer (it renders inside the root layout's main), says what happened
 * in the person's language, reassures that submissions are kept, and offers to try again. The
 * router's own error screen is English, unstyled and has no heading.
 */
import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'

export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const tryAgain = () => {
    reset()
    void router.invalidate()
  }
  return (
    <section className="card card--warning" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <Trans>This page could not be shown</Trans>
      </h1>
      <p>
        <Trans>
          Check your internet connection, then try again. Anything you have submitted is kept on
          this device and will be sent when you are online.
        </Trans>
      </p>
      <button type="button" className="button" onClick={tryAgain}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}

/** For an error in the root layout itself: the page has no main of its own then. */
export function RootError(props: ErrorComponentProps) {
  return (
    <main id="main" tabIndex={-1}>
      <RouteError {...props} />
    </main>
  )
}
