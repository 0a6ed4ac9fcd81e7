/**
 * What the gateway checks of a submission beyond its contract's schema, because it needs the
 * database: per kind, run inside the storing transaction, throwing the 4xx envelope.
 *
 * - Product registration: a code that is already a product, or waiting for
 *   review under another reference, is refused on its field. Two registrations of one code at
 *   the same moment meet the unique index of migration 008; the later insert does nothing and
 *   comes back here.
 * - Insurance join: `deductionAmount` re-priced with the shared pricing function on
 *   the catalogue as stored, refused on its field when it differs (insurance/join-check.ts).
 * - Exclusion: a cancellation of the applicant's own exclusion that is under 6 months old or
 *   no longer in force, a 422 on `exclusionReferenceNumber` (cancel.ts).
 */
import { messageText } from '../../../src/shared/messages'
import type { ReferenceKind } from '../../../src/shared/reference'
import type { Db, Queryable } from '../db/db'
import type { Env } from '../env'
import { ApiError } from '../http/envelope'
import { joinIsPriced } from '../insurance/join-check'
import { cancellationIsAllowed } from './cancel'

export type Check = (
  tx: Queryable,
  reference: string,
  data: Record<string, unknown>,
  db: Db,
  env: Env,
) => Promise<void>

async function productCodeIsFree(tx: Queryable, reference: string, data: Record<string, unknown>) {
  const code = String(data.productCode ?? '')
  const known = await tx.query(
    `select 1 from products where code = $1
     union all select 1 from submissions
       where kind = 'productRegistration' and status = 'PENDING'
         and data->>'productCode' = $1 and reference <> $2
     limit 1`,
    [code, reference],
  )
  if (known.length > 0) {
    throw new ApiError(400, 'Invalid input', {
      errors: [{ path: 'productCode', message: messageText('productCode.taken') }],
    })
  }
}

export const checksBeforeStore: Partial<Record<ReferenceKind, Check>> = {
  productRegistration: productCodeIsFree,
  insuranceJoin: joinIsPriced,
  exclusion: cancellationIsAllowed,
}
