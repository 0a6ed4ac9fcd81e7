/**
 * The outline of `product/report` (outline.ts): a report of a product a buyer believes fake,
 * with 1 to 4 photos of it, for the verify organisation's staff. A multipart form: one JSON
 * part `data`, the photos as file parts. The contract (product-report.ts) adds the schema.
 */
import type { AnyContract } from './contract'
import { defineOutline } from './outline'

export const REPORT_PHOTOS_MAX = 4

export const productReportOutline = defineOutline({
  kind: 'productReport',
  call: 'product/report',
  area: 'fakes',
  encoding: 'multipart',
  conditions: {},
  optional: ['productCode', 'coordinates', 'contact', 'contact.contactPhone', 'contact.email'],
  files: { photos: { kind: 'picture', max: REPORT_PHOTOS_MAX, required: () => true } },
  load: (): Promise<AnyContract> =>
    import('./product-report').then((module) => module.productReportContract),
})
