/**
 * The outline of `claims/submit` (outline.ts): a funeral claim on a member's cover, for the
 * union's staff, in their queue of claims. A multipart form: one JSON part `data`, the proof
 * of the death and the claimant's ID as file parts, each a PDF or a picture checked by its
 * content. The contract (claim.ts) adds the schema.
 */
import type { AnyContract } from './contract'
import { defineOutline } from './outline'

/**
 * What proves the death: the death certificate, or where it is not yet issued the burial
 * order, or a letter from the chief or the police (docs/decisions.md, "A funeral claim").
 */
export const DEATH_PROOFS = [
  'death-certificate',
  'burial-order',
  'chief-letter',
  'police-letter',
] as const
export type DeathProof = (typeof DEATH_PROOFS)[number]

/** Who on the cover died: the member, or a person the join named with their relationship. */
export const DECEASED_RELATIONSHIPS = [
  'member',
  'spouse',
  'child',
  'parent',
  'parent-in-law',
  'extended',
] as const

export const claimOutline = defineOutline({
  kind: 'claim',
  call: 'claims/submit',
  area: 'claims',
  encoding: 'multipart',
  conditions: {},
  optional: ['claimant.email'],
  files: {
    deathProofFile: { kind: 'document', required: () => true },
    claimantIdFile: { kind: 'document', required: () => true },
  },
  load: (): Promise<AnyContract> => import('./claim').then((module) => module.claimContract),
})
