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
 * grows past its ceiling. Every page loads the framework (94.2 KiB), the app with its shell
 * (about 14 KiB) and the update check (0.7 KiB), which leaves a page about 10 KiB of its own.
 * The Verify checks and the status check fit since their schemas and verdict cards load on
 * first use, /insurance since the catalogue's checks and the gateway client load after its
 * first render, the pre-registration since its draft's checks load only with a draft and its
 * full-device words with the submission. A form of the journey layer draws its first page
 * from its contract's outline (src/shared/contracts/outline.ts) and loads the contract itself
 * (valibot, the shared rules and messages, about 9 KiB) at the first focus; with the journey
 * view, its fields and the draft (about 8 KiB), a seek-help request's own page about fits
 * (complaint, counselling and talk to an officer within, the report 0.1 KiB over though its
 * location control loads with its second page), an exclusion application's is 1.3 KiB over
 * (the four share their steps, 3 KiB; a chunk per application cost more in requests than it
 * saved). The quote needs its catalogue, pricing and the validation words, about 11 KiB over;
 * joining, its steps and pricing, about 21 KiB.
 * Measured after the shells, dialogs and verdict cards became chunks of their own
 * (docs/decisions.md). Remove an entry once its route is within the bar.
 */
export const OVER_BUDGET_CEILING_KIB: Readonly<Record<string, number>> = {
  '/self-help/exclusions/self': 120.8,
  '/self-help/exclusions/third-party': 120.8,
  '/self-help/exclusions/appeal': 120.8,
  '/self-help/exclusions/cancel': 120.8,
  '/self-help/contact/report': 119.6,
  '/insurance/quote': 130,
  '/insurance/join': 140,
}
