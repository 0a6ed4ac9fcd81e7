/**
 * The categories a product is registered under, apart from the schema (schemas/
 * product-registration.ts): the form lists them on its first render, before valibot loads.
 */
export const PRODUCT_CATEGORIES = [
  'food',
  'beverages',
  'medicines',
  'cosmetics',
  'electronics',
  'household',
  'agriculture',
  'clothing',
  'other',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
