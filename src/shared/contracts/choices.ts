/**
 * The fixed choices of the portal's forms (docs/design.md section 4a), apart from their schemas so that a
 * form's pages can list them without loading valibot (outline.ts).
 */
export const GENDERS = ['male', 'female', 'other'] as const
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const
/** The ten districts, in the agreed order. */
export const DISTRICTS = [
  'central',
  'chobe',
  'ghanzi',
  'kgalagadi',
  'ngamiland',
  'kgatleng',
  'kweneng',
  'north-east',
  'south',
  'south-east',
] as const
export type District = (typeof DISTRICTS)[number]
