/**
 * `premium/quote` (docs/design.md section 4a): `{ packageId, memberDateOfBirth, addOns: [{ addOnId,
 * dateOfBirth? }], deductionSource? }` in, `{ monthlyTotal, lines: [{ label, amount }] }` out,
 * priced by the very function the quote page runs on the device (src/shared/insurance/
 * pricing.ts), on today's date in Botswana. Every refusal (an unknown package or add-on, an
 * age outside an add-on's rules, payroll deduction past the retirement age) is a 400 with one
 * `errors[]` entry per field, as a schema failure is.
 */
import { Hono, type Context } from 'hono'
import { todayInBotswana } from '../../../src/shared/insurance/age'
import { priceQuote } from '../../../src/shared/insurance/pricing'
import { premiumQuoteSchema, type PremiumQuoteRequest } from '../../../src/shared/insurance/schemas'
import type { QuoteAnswer } from '../../../src/shared/insurance/types'
import type { AppEnv } from '../context'
import { jsonBody } from '../http/json-body'
import { ApiError, ok } from '../http/envelope'
import { INVALID_INPUT } from '../http/validate'
import { catalogue as currentCatalogue, type Catalogue } from '../insurance/catalogue'
import { quoteClock } from '../insurance/clock'

function answer(c: Context<AppEnv>, request: PremiumQuoteRequest, catalogue: Catalogue) {
  const today = todayInBotswana(new Date(quoteClock(c.get('db'))()))
  const outcome = priceQuote(catalogue.packages.get(request.packageId), request, today)
  if (!outcome.ok) throw new ApiError(400, INVALID_INPUT, { errors: outcome.errors })
  const { monthlyTotal, lines } = outcome.quote
  return ok(c, {
    monthlyTotal,
    lines: lines.map(({ label, amount }) => ({ label, amount })),
  } satisfies QuoteAnswer)
}

export const premiumRoutes = new Hono<AppEnv>().post(
  '/quote',
  jsonBody(premiumQuoteSchema),
  (c): Response | Promise<Response> => {
    const request = c.req.valid('json')
    // A fresh catalogue (the usual case: it lives 5 s) answers with no promise in between.
    const current = currentCatalogue(c.get('db'))
    if (!(current instanceof Promise)) return answer(c, request, current)
    return current.then((loaded) => answer(c, request, loaded))
  },
)
