import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProductCategory } from '../../shared/product-categories'

export const CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  food: msg`Food`,
  beverages: msg`Drinks`,
  medicines: msg`Medicines and health products`,
  cosmetics: msg`Cosmetics and personal care`,
  electronics: msg`Electronics and appliances`,
  household: msg`Household products`,
  agriculture: msg`Agricultural products`,
  clothing: msg`Clothing and footwear`,
  other: msg`Something else`,
}
