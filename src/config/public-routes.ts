/**
 * The public pages held to the bars of DESIGN.md section 7 (issue 13): the route JavaScript
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
 * Remove an entry once its route is within the bar.
 */
export const OVER_BUDGET_CEILING_KIB: Readonly<Record<string, number>> = {
  '/': 142,
  '/self-help/pgsi/quiz': 124,
  '/insurance': 127,
  '/verify/agent': 142,
  '/verify/promotion': 142,
  '/verify/callerId': 141,
  '/verify/document': 143,
  '/product-pre-registration': 154,
  '/self-help/status': 148,
  '/self-help/exclusions/self': 147,
  '/self-help/exclusions/third-party': 147,
  '/self-help/exclusions/appeal': 147,
  '/self-help/exclusions/cancel': 147,
  '/self-help/contact/complaint': 147,
  '/self-help/contact/counselling': 147,
  '/self-help/contact/report': 147,
  '/self-help/contact/talk': 147,
  '/insurance/quote': 141,
}
