/**
 * The yardstick of docs/design.md section 7: a bare React + TanStack Router page, built by the same
 * Vite with the same target and served gzipped by the same static middleware as the app
 * (scripts/lib/bare.ts), so the route budget and Lighthouse compare like with like. One root
 * route, one page of text, nothing else. Never shipped.
 */
import {
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Marks the page as the app's once the router has rendered it, as the app's root layout does
 * (src/routes/__root.tsx): the take-over bench (scripts/bench/takeover.ts) times both alike.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '')
  }, [])
  return null
}

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <Outlet />
      <Ready />
    </main>
  ),
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <>
      <h1>Bare page</h1>
      <p>React and TanStack Router, and nothing else.</p>
    </>
  ),
})

const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
