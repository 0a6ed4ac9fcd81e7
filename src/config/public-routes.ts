/**
 * The public pages held to the bars of docs/design.md section 7: the route JavaScript
 * budget of the test command (scripts/size.ts) and Lighthouse in `npm run bench` measure
 * exactly these. One list: the three area homes, the PGSI quiz, the first page of the forms
 * that are not submissions (the verify checks, the quote, the status checks), and the first
 * page of every kind of submission, from the registry (src/shared/contracts/kinds.ts).
 * src/config/public-routes.test.ts checks that every entry is a real route, and no staff page
 * is ever listed (staff code is not public).
 *
 * Which pages are prerendered is not listed: every route without a parameter outside the staff
 * area is (src/prerender.tsx).
 */
import { FORM_KINDS, KINDS } from '../shared/contracts/kinds'

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
  '/self-help/status',
  '/insurance/quote',
  '/insurance/status',
  ...KINDS.flatMap((kind) => FORM_KINDS[kind].firstPages),
]
