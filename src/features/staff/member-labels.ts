/**
 * Who died, as a funeral claim names them (src/shared/contracts/claim-outline.ts), and who an
 * insured person is, in the staff's words: the member, or their relationship to the member.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InsuredRole } from '../../shared/insurance/cover'

const RELATIONSHIP_LABELS: Record<string, MessageDescriptor> = {
  member: msg`The member`,
  spouse: msg`Spouse`,
  child: msg`Child`,
  parent: msg`Parent`,
  'parent-in-law': msg`Parent-in-law`,
  extended: msg`Extended family`,
}

/** The label of a relationship code; undefined for words the join typed itself. */
export const relationshipLabel = (code: string): MessageDescriptor | undefined =>
  Object.hasOwn(RELATIONSHIP_LABELS, code) ? RELATIONSHIP_LABELS[code] : undefined

/** An insured person's place on the cover, where the join gives no relationship of its own. */
export const ROLE_LABELS: Record<InsuredRole, MessageDescriptor> = {
  member: msg`The member`,
  spouse: msg`Spouse`,
  dependent: msg`Dependent`,
}
