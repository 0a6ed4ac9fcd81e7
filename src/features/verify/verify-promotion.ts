/** Verify Promotion (`/verify/promotion` and the QR route): a code and a promo, a verdict out. */
import { call } from '../../gateway/client'
import {
  promotionVerifySchema,
  type PromotionVerifyRequest,
  type PromotionVerifyResult,
} from '../../shared/schemas/verify'

export { promotionVerifySchema }
export type { PromotionVerifyRequest, PromotionVerifyResult }

export function verifyPromotion(body: PromotionVerifyRequest, signal?: AbortSignal) {
  return call<PromotionVerifyResult>('promotions/verify', body, { signal })
}
