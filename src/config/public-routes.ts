/**
 * The public pages held to the bars of docs/design.md section 7 (issue 13): the route JavaScript
 * budget of the test command (scripts/size.ts) and Lighthouse in `npm run bench` measure
 * exactly these. One list: the three area homes, the PGSI quiz, and the FIRST page of every
 * form. A new form adds its first page here; src/config/public-routes.test.ts checks that every
 * entry is a real route, and no staff page is ever listed (staff code is not public).
 *
 * Which pages are prerendered is not listed: every route without a parameter outside the staff
 * area is (src/prerender.tsx).
 */
export const BUDGETED_ROUTES: readonly string[] = [
  '/',
  '/self-help',
  '/self-help/pgsi/quiz',
  '/insurance',
  // The first page of every form.
  '/verify/agent',
  '/verify/promotion',
  '/verify/callerId',
  '/verify/document',
  '/product-pre-registration',
  '/self-help/status',
  '/self-help/exclusions/self',
  '/self-help/exclusions/third-party',
  '/self-help/exclusions/appeal',
  '/self-help/exclusions/cancel',
  '/self-help/contact/complaint',
  '/self-help/contact/counselling',
  '/self-help/contact/report',
  '/self-help/contact/talk',
  '/insurance/quote',
  '/insurance/join',
]

/**
 * Routes known to be above the bar, each with the most it may weigh (KiB as sent) until it is
 * brought within it: the check fails when any other route is above the bar, or one of these
 * grows past its ceiling. Measured after main's journeys, drafts and insurance came in: what
 * every page now loads (framework 94 KiB, the app 10.5 KiB, the prompts and notices after
 * paint 5.3 KiB) leaves a page about 4 KiB of its own, and the forms' journey layer
 * (JourneyView, valibot, the validation table) or react-hook-form needs 25 to 35 KiB more. The
 * Verify checks load their schema with the form (use-light-form.ts), so that they work offline
 * before the service worker has cached the app: about 14 KiB more there.
 * The insurance join, staff case review and the shell's resilience to a dropped connection
 * (src/components/lazy-extra.tsx) came in after: 0.8 to 2 KiB more each, and the join's first
 * page is the heaviest. Remove an entry once its route is within the bar.
 */
export const OVER_BUDGET_CEILING_KIB: Readonly<Record<string, number>> = {
  '/': 144,
  '/self-help/pgsi/quiz': 124,
  '/insurance': 128,
  '/verify/agent': 144,
  '/verify/promotion': 144,
  '/verify/callerId': 143,
  '/verify/document': 145,
  '/product-pre-registration': 157,
  '/self-help/status': 150,
  '/self-help/exclusions/self': 150,
  '/self-help/exclusions/third-party': 150,
  '/self-help/exclusions/appeal': 150,
  '/self-help/exclusions/cancel': 150,
  '/self-help/contact/complaint': 150,
  '/self-help/contact/counselling': 150,
  '/self-help/contact/report': 150,
  '/self-help/contact/talk': 150,
  '/insurance/quote': 144,
  '/insurance/join': 162,
}
