/**
 * The outline of `callerId/report` (outline.ts): a call or message a person believes was a
 * scam, with a screenshot if they have one, for the verify organisation's staff, in the queue
 * of reports of fakes. A multipart form: one JSON part `data`, the screenshot as a file part.
 * The contract (scam-call.ts) adds the schema.
 */
import type { AnyContract } from './contract'
import { defineOutline } from './outline'

export const scamCallOutline = defineOutline({
  kind: 'scamCall',
  call: 'callerId/report',
  area: 'fakes',
  encoding: 'multipart',
  conditions: {},
  optional: ['contact', 'contact.contactPhone', 'contact.email'],
  // Checked by its content as a picture, as a fake's photos are; none is fine.
  files: { screenshot: { kind: 'picture', max: 1 } },
  load: (): Promise<AnyContract> => import('./scam-call').then((module) => module.scamCallContract),
})
