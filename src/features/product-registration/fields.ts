/** The text questions of the pre-registration, in the order they are on screen. */
export const FIELD_ID = 'product'
export const FIELDS = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'productName',
  'productCode',
  'brand',
  'category',
  'batch',
  'description',
] as const
export type FieldName = (typeof FIELDS)[number]
