/**
 * A part of the page that loads after the first paint and that the page can do without (the
 * update and install prompts, the outbox notices, the translation notice). If its chunk cannot
 * be fetched, because the connection dropped before it arrived, the page goes on without it and
 * fetches it again when the device is back online: a failed import must never replace the page
 * with an error (React.lazy throws the failure to the nearest error boundary).
 */
import { lazy, useEffect, useState, type ComponentType } from 'react'

type Loader<P> = () => Promise<ComponentType<P>>

export function lazyExtra<P extends object>(load: Loader<P>) {
  return lazy(async () => {
    try {
      return { default: await load() }
    } catch {
      return { default: whenBackOnline(load) }
    }
  })
}

function whenBackOnline<P extends object>(load: Loader<P>): ComponentType<P> {
  return function LoadsWhenOnline(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P>>()
    useEffect(() => {
      const tryAgain = () => {
        load().then(
          (component) => setLoaded(() => component),
          () => undefined,
        )
      }
      window.addEventListener('online', tryAgain)
      return () => window.removeEventListener('online', tryAgain)
    }, [])
    return Loaded ? <Loaded {...props} /> : null
  }
}
