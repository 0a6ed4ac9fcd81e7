/**
 * The four areas of the app (docs/design.md section 1), each with its own shell: header, navigation
 * and footer. Which area a page belongs to follows from its address alone, so the root layout
 * can choose the shell before any route code has loaded. A confirmation page
 * (`/submitted/<reference>`) belongs to the area that made the reference: an exclusion
 * application's confirmation must not carry the ScamLock brand.
 *
 * Each kind's prefix and area of the app come from the registry of form kinds
 * (src/shared/contracts/kinds.ts), written into the build as `__REFERENCE_AREAS__`
 * (vite.config.ts): every page runs this file, and the registry itself would be some 120 bytes
 * more on each, where the forms' first pages are at their JavaScript budget.
 */
export type Area = 'verify' | 'self-help' | 'insurance' | 'staff'

declare const __REFERENCE_AREAS__: Readonly<Record<string, Exclude<Area, 'staff'>>>
const BY_PREFIX = __REFERENCE_AREAS__

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`)

/** The area that made a reference, by its prefix (`EX-…`: the portal). */
export const referenceArea = (reference: string): Area =>
  BY_PREFIX[reference.slice(0, 2).toUpperCase()] ?? 'verify'

export function areaOf(pathname: string): Area {
  if (under(pathname, '/self-help')) return 'self-help'
  if (under(pathname, '/insurance')) return 'insurance'
  if (under(pathname, '/staff') || under(pathname, '/login')) return 'staff'
  const submitted = /^\/submitted\/([A-Za-z]{2}-)/.exec(pathname)
  if (submitted) return referenceArea(submitted[1]!)
  return 'verify'
}

/** Where each area shows the outbox: in its own shell (src/routes/<area>/outbox.tsx). */
export const OUTBOX_PATH = {
  verify: '/outbox',
  'self-help': '/self-help/outbox',
  insurance: '/insurance/outbox',
  staff: '/outbox',
} as const satisfies Record<Area, string>
