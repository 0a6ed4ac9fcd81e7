/**
 * One shell per area (docs/design.md section 1): the header and footer each area shows around its
 * pages. The root layout picks one by the page's address (src/config/areas.ts).
 *
 * Each shell is its own chunk, so a page loads only its area's (docs/design.md section 7: the
 * Verify header with its scanner button is not in a self-help page's JavaScript, nor the
 * portal's in a Verify page's). src/app.tsx fetches the page's shell with its route before
 * taking the prerendered page over, and the root layout renders each part in a Suspense
 * boundary, so a prerendered header stays on screen until its code is there.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { lazyExtra } from '../../components/lazy-extra'
import { LanguageSelect } from '../../components/layout/LanguageSelect'
import type { Area } from '../../config/areas'

export interface Shell {
  /** The area's name, after the page's in the document title. */
  name: MessageDescriptor
  /** `children` render in the header's own Suspense boundary, committed with it. */
  Header: ComponentType<{ children?: ReactNode }>
  Footer: ComponentType
  /** Fetches the shell's code (before a prerendered page is taken over). */
  preload: () => Promise<unknown>
}

interface ShellModule {
  Header: ComponentType
  Footer: ComponentType
}

function lazyShell(name: MessageDescriptor, load: () => Promise<ShellModule>): Shell {
  let loaded: ShellModule | undefined
  let loading: Promise<ShellModule> | undefined
  const once = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined // offline before it was cached: fetched again when back online
        throw error
      },
    ))
  const LazyHeader = lazyExtra(() => once().then((m) => m.Header))
  const LazyFooter = lazyExtra(() => once().then((m) => m.Footer))
  // Once fetched (src/app.tsx fetches it before taking a prerendered page over), a shell renders
  // at once, in the same pass as the page: through lazy() it would wait a turn, and a key
  // pressed meanwhile (Quick exit's Shift) would find no listener. The boundary is the same
  // either way, so the prerendered markup matches.
  return {
    name,
    // A page opened by navigation waits for its header in a box of the header's size.
    Header: ({ children }) => (
      <Suspense fallback={<div className="site-header" />}>
        {loaded ? <loaded.Header /> : <LazyHeader />}
        {children}
      </Suspense>
    ),
    Footer: () => (
      <Suspense fallback={null}>{loaded ? <loaded.Footer /> : <LazyFooter />}</Suspense>
    ),
    preload: () => once().catch(() => undefined),
  }
}

const verify = lazyShell(msg`ScamLock`, () =>
  import('./verify-shell').then((m) => ({ Header: m.VerifyHeader, Footer: m.VerifyFooter })),
)

const selfHelp = lazyShell(msg`Self Help Portal`, () =>
  Promise.all([
    import('../../features/self-help/components/PortalHeader'),
    import('../../features/self-help/components/PortalFooter'),
  ]).then(([header, footer]) => ({ Header: header.PortalHeader, Footer: footer.PortalFooter })),
)

// The union's shell loads with the insurance pages: the other areas' first load stays lean.
const insurance = lazyShell(msg`BTU Member Portal`, () =>
  import('../../features/insurance/components/InsuranceShell').then((m) => ({
    Header: m.InsuranceHeader,
    Footer: m.InsuranceFooter,
  })),
)

// The staff shell loads with the staff pages, never with a public one (the route budget).
const staff = lazyShell(msg`Staff area`, () =>
  import('../../features/staff/components/StaffHeader').then((m) => ({
    Header: () => (
      <m.StaffHeader>
        <LanguageSelect />
      </m.StaffHeader>
    ),
    Footer: m.StaffFooter,
  })),
)

export const SHELLS: Record<Area, Shell> = {
  verify,
  'self-help': selfHelp,
  insurance,
  staff,
}
