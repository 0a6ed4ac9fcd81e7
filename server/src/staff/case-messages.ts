/**
 * Every message about a case (table `messages`, migration 019, by its index `messages_subject`),
 * oldest first, as the case page lists them: what, by which channel, to whom while the address
 * is kept (it is emptied 30 days after sending), its state with its dates and attempts. Of why
 * an attempt failed, only the code the sender keeps (`smtp EENVELOPE 550`), checked again here
 * so that no server's words, which can quote an address, ever reach a page.
 */
import type { CaseMessage, MessageState } from '../../../src/shared/schemas/staff-cases'
import type { Queryable } from '../db/db'

interface MessageRow {
  id: number | string
  kind: string
  channel: 'email' | 'sms'
  recipient: string | null
  state: MessageState
  attempts: number
  created_at: Date
  sent_at: Date | null
  failed_at: Date | null
  last_error: string | null
}

// A code: a few short words of letters, digits and dots (the sender's own, never free text).
const ERROR_CODE = /^[A-Za-z0-9.]{1,24}( [A-Za-z0-9.]{1,24}){0,5}$/

const errorCode = (text: string | null) => (text && ERROR_CODE.test(text) ? text : null)

export async function caseMessages(db: Queryable, reference: string): Promise<CaseMessage[]> {
  const rows = await db.query<MessageRow>(
    `select id, kind, channel, recipient, state, attempts, created_at, sent_at, failed_at,
       last_error
     from messages where subject_ref = $1 order by created_at, id`,
    [reference],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    failedAt: row.failed_at?.toISOString() ?? null,
    error: errorCode(row.last_error),
  }))
}
