/** Verify Product (`/`): a product code in, a verdict out (docs/design.md section 4). */
import { call } from '../../gateway/client'
import {
  productCheckSchema,
  type ProductCheckRequest,
  type ProductCheckResult,
} from '../../shared/schemas/verify'

export { productCheckSchema }
export type { ProductCheckRequest, ProductCheckResult }

export function checkProduct(body: ProductCheckRequest, signal?: AbortSignal) {
  return call<ProductCheckResult>('product/check', body, { signal })
}
