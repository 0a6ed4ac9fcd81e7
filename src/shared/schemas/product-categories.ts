/**
 * The product categories of a pre-registration, apart from the schema so that the form can
 * list them without loading valibot and the schemas with it (issue 13, the route budget).
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
