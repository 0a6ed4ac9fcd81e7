/**
 * The public pages held to the bars of docs/design.md section 7: the route JavaScript
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
  '/insurance/status',
]
