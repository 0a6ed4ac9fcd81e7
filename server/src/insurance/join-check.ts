/**
 * The gateway's own price of a join (`members/join`, docs/design.md section 4a): the shared pricing
 * function (src/shared/insurance/join-quote.ts) runs on the catalogue as it is now and on
 * today's date in Botswana. A choice the catalogue refuses (an unknown package or add-on, an
 * add-on that does not cover its person's age, payroll deduction past the retirement age) is a
 * 400 on that field; a `deductionAmount` other than the monthly total is a 400 on
 * `deductionAmount`, so what the union deducts is always what the member was shown.
 *
 * Runs inside the storing transaction (submissions/rules.ts), so the catalogue is read through
 * that transaction: PGlite serves one query at a time, and a query beside it would wait forever.
 */
import { todayInBotswana } from '../../../src/shared/insurance/age'
import { priceJoin } from '../../../src/shared/insurance/join-quote'
import { sameAmount } from '../../../src/shared/insurance/money'
import { messageText } from '../../../src/shared/messages'
import type { Db, Queryable } from '../db/db'
import { ApiError } from '../http/envelope'
import { INVALID_INPUT } from '../http/validate'
import { loadCatalogue } from './catalogue'
import { quoteClock } from './clock'

export async function joinIsPriced(
  tx: Queryable,
  _reference: string,
  data: Record<string, unknown>,
  db: Db,
): Promise<void> {
  const { packages } = await loadCatalogue(tx)
  const today = todayInBotswana(new Date(quoteClock(db)()))
  const outcome = priceJoin(packages.get(String(data.packageId)), data, today)
  if (!outcome.ok) throw new ApiError(400, INVALID_INPUT, { errors: outcome.errors })
  if (!sameAmount(outcome.quote.monthlyTotal, Number(data.deductionAmount))) {
    throw new ApiError(400, INVALID_INPUT, {
      errors: [{ path: 'deductionAmount', message: messageText('deductionAmount.differs') }],
    })
  }
}
