/**
 * The notices of a funeral claim (claims.ts): when it is delivered and when it is decided, to
 * the claimant by email (if they gave one) and SMS, in the language the claim was made in, with
 * the words of src/shared/notices.ts from the catalogs (messages/catalogs.ts), as the notices
 * about an exclusion are. Once each (a dedupeKey per claim, event and channel). Nothing
 * personal is logged.
 */
import { formatCurrency } from '../../../src/shared/dates'
import { appLocaleOf } from '../../../src/shared/locales'
import { fillNotice } from '../../../src/shared/notices'
import type { Queryable } from '../db/db'
import { noticeWords, type NoticeAudience } from '../messages/catalogs'
import { dialable } from '../messages/notices'
import { enqueueMessage } from '../messages/queue'
import { joinOfClaim } from './claim-join'

interface ClaimRow {
  data: { claimant?: { email?: unknown; phone?: unknown }; deceased?: { relationship?: unknown } }
  language: string
}

async function memberEmail(tx: Queryable, data: ClaimRow['data']) {
  if (data.deceased?.relationship === 'member') return undefined
  const join = await joinOfClaim(tx, data)
  const user = join?.data.user as { emailAddress?: unknown } | undefined
  return typeof user?.emailAddress === 'string' ? user.emailAddress : undefined
}

async function tell(
  tx: Queryable,
  reference: string,
  event: 'claimReceived' | 'claimApproved' | 'claimRejected',
  values: Record<string, string | number>,
): Promise<number> {
  const [row] = await tx.query<ClaimRow>(
    `select data, language from submissions where reference = $1 and kind = 'claim'`,
    [reference],
  )
  if (!row) return 0
  const words = noticeWords(`${event}.claimant` as NoticeAudience, appLocaleOf(row.language))
  const filled: Record<string, string> = { reference }
  for (const [key, value] of Object.entries(values)) {
    filled[key] = typeof value === 'number' ? formatCurrency(value, words.locale) : value
  }
  const common = {
    language: words.locale,
    kind: `claim.${event.slice('claim'.length).toLowerCase()}`,
    subjectRef: reference,
  }
  // The claimant's email, or else the member's, from their join, unless the member died.
  const email = row.data.claimant?.email || (await memberEmail(tx, row.data))
  const phone = dialable(row.data.claimant?.phone)
  let queued = 0
  if (typeof email === 'string' && email) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'email',
      to: email,
      subject: fillNotice(words.subject, filled),
      text: fillNotice(words.text, filled),
      dedupeKey: `${common.kind}:${reference}:email`,
    })
    queued++
  }
  if (phone) {
    await enqueueMessage(tx, {
      ...common,
      channel: 'sms',
      to: phone,
      text: fillNotice(words.sms, filled),
      dedupeKey: `${common.kind}:${reference}:sms`,
    })
    queued++
  }
  return queued
}

/** The claim `reference` was delivered (submissions/store.ts). */
export const noticeClaimReceived = (tx: Queryable, reference: string) =>
  tell(tx, reference, 'claimReceived', {})

/** The claim was decided: approved with its payout, or rejected with the reason. */
export const noticeClaimDecided = (
  tx: Queryable,
  reference: string,
  outcome: { payout: number } | { reason: string },
) =>
  'payout' in outcome
    ? tell(tx, reference, 'claimApproved', { payout: outcome.payout })
    : tell(tx, reference, 'claimRejected', { reason: outcome.reason })
