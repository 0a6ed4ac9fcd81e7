/**
 * A valid product pre-registration's text fields (DESIGN.md section 4, `product/register`),
 * for the tests and benches that need a registration the gateway accepts.
 */
export const SAMPLE_REGISTRATION = {
  companyName: 'Kalahari Foods (Pty) Ltd',
  contactName: 'Neo Molefe',
  email: 'neo@kalahari.example',
  phone: '+26771234567',
  productName: 'Morula jam',
  brand: 'Kalahari Gold',
  category: 'food',
  batch: 'KG-2026-001 to KG-2026-500',
  description: 'Morula fruit jam in 250 g jars.',
}
