/** A verify manager's calls on the products register (docs/api.md, `staff/products/*`). */
import type {
  ProductFindRequest,
  ProductSetStatusRequest,
  ProductSetThresholdRequest,
  StaffProduct,
} from '../../shared/schemas/staff-products'
import { staffCall } from './session'

export const findProducts = (body: ProductFindRequest) =>
  staffCall<{ products: StaffProduct[] }>('staff/products/find', body)

export const setProductStatus = (body: ProductSetStatusRequest) =>
  staffCall<StaffProduct>('staff/products/set-status', body)

export const setProductThreshold = (body: ProductSetThresholdRequest) =>
  staffCall<StaffProduct>('staff/products/set-threshold', body)
