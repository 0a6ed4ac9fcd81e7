/**
 * `POST /api/members/auth/start | verify | me`: the union members' own sign-in, with a code sent
 * by email (docs/api.md; docs/decisions.md, "The member's own sign-in").
 *
 * start `{ email }` answers 202 `{ sent: true }` whatever the email: unknown, a member's, a staff
 * account's or a disabled one's, so the answer tells nobody who has an account. For an email
 * that is no staff account's (a member's, or nobody's yet) it stores a new code (the one before
 * is dead) and queues the email that carries it, in the language of the request's
 * Content-Language, words from the notices' table (src/shared/notices.ts), so they are
 * translated where the app's are. A staff account is sent nothing: staff never sign in here.
 *
 * verify `{ email, code, reference? }`: a right code, within 10 minutes, once, opens a session
 * by the staff side's rules (sessions.ts: the same cookie, HttpOnly, SameSite=Strict, the same
 * timeouts), creating the union's `account` at the first sign-in (no password). A wrong code is
 * a 401 and counts against the code: at the fifth the code is deleted. With `reference`, a join
 * made signed out with this very email is linked to the account (its email is now confirmed):
 * it then shows on the member's page (members-me.ts).
 *
 * Both calls count on the sign-in throttle (throttle.ts) per email and per address, under keys
 * of their own so that a member's codes never slow a staff sign-in of the same email.
 *
 * me: who is signed in as a member, `{ email }`, or `{ email: null }` for anyone else (the union's
 * shell shows "Sign out" for a member).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import { appLocaleOf } from '../../../src/shared/locales'
import { fillNotice } from '../../../src/shared/notices'
import {
  MEMBER_CODE_DIGITS,
  MEMBER_CODE_MINUTES,
  memberStartSchema,
  memberVerifySchema,
  type MemberSignedIn,
} from '../../../src/shared/schemas/member-auth'
import type { Queryable } from '../db/db'
import { ApiError, ok, okText } from '../http/envelope'
import { jsonAnswer } from '../http/headers'
import { jsonBody } from '../http/json-body'
import { rateLimit } from '../http/rate-limit'
import { noticeWords } from '../messages/catalogs'
import { enqueueMessage } from '../messages/queue'
import { writeAudit } from './audit-log'
import { clientOf, type StaffEnv } from './context'
import { sameOrigin, signedIn } from './guard'
import { isMember } from './member-session'
import { openSession, sessionCookie, tokenOf } from './sessions'
import { accountKey, attempt, countersFor, recordSuccess } from './throttle'

export const CODE_MS = MEMBER_CODE_MINUTES * 60_000
/** Wrong codes a code takes; at this many it is dead. */
export const CODE_ATTEMPTS = 5

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex')

/** Six digits, drawn without bias; leading zeros kept. */
const newCode = () => String(randomInt(10 ** MEMBER_CODE_DIGITS)).padStart(MEMBER_CODE_DIGITS, '0')

const isProduction = (c: Context<StaffEnv>) => c.get('env').NODE_ENV === 'production'

/** Counts a call on the throttle's counters (per email and per address); 429 while they say wait. */
async function throttle(c: Context<StaffEnv>, kind: 'code' | 'sign-in', email: string, at: number) {
  const counters = countersFor(`member-${kind}:${email}`, clientOf(c))
  const wait = await attempt(c.get('db'), counters, at)
  if (wait > 0) {
    throw new ApiError(429, m('memberCode.throttled'), {
      headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
    })
  }
  return counters
}

interface AccountRow {
  id: string
  email: string
  role: string
  organisation: string
  disabled_at: Date | null
}

const accountOf = async (db: Queryable, email: string) =>
  (
    await db.query<AccountRow>(
      'select id, email, role, organisation, disabled_at from staff_users where email = $1',
      [email],
    )
  )[0]

interface CodeRow {
  code_hash: string
  salt: string
  expires_at: Date
  attempts: number
}

/** The outcome of a code typed: right, wrong (counted), or none to try (expired, used, dead). */
async function useCode(
  db: Queryable,
  email: string,
  code: string,
  at: number,
): Promise<'right' | 'wrong' | 'dead' | 'none'> {
  const key = accountKey(email)
  const [row] = await db.query<CodeRow>(
    `select code_hash, salt, expires_at, attempts from member_sign_in_codes where email_key = $1
     for update`,
    [key],
  )
  if (!row) return 'none'
  if (row.expires_at.getTime() <= at) {
    await db.query('delete from member_sign_in_codes where email_key = $1', [key])
    return 'none'
  }
  if (hashCode(row.salt, code) === row.code_hash) {
    await db.query('delete from member_sign_in_codes where email_key = $1', [key])
    return 'right'
  }
  if (row.attempts + 1 >= CODE_ATTEMPTS) {
    await db.query('delete from member_sign_in_codes where email_key = $1', [key])
    return 'dead'
  }
  await db.query('update member_sign_in_codes set attempts = attempts + 1 where email_key = $1', [
    key,
  ])
  return 'wrong'
}

/**
 * Links a join made signed out to the account whose email it was made with, once that email is
 * confirmed (a right code): only a join of that email, and only one not linked to another account
 * (true too when it is this account's already: made signed in, or confirmed before).
 */
async function linkJoin(db: Queryable, reference: string, accountId: string, email: string) {
  const rows = await db.query(
    `update submissions set member_id = $1
     where reference = $2 and kind = 'insuranceJoin' and (member_id is null or member_id = $1)
       and lower(data->'user'->>'emailAddress') = $3
     returning reference`,
    [accountId, reference, email],
  )
  return rows.length > 0
}

export function memberAuthRoutes(now: () => number) {
  return new Hono<StaffEnv>()
    .use('*', sameOrigin)
    .post('/start', rateLimit('sign-in'), jsonBody(memberStartSchema), async (c) => {
      const { email } = c.req.valid('json')
      const db = c.get('db')
      const at = now()
      await throttle(c, 'code', email, at)
      const account = await accountOf(db, email)
      if (!account || (isMember(account) && !account.disabled_at)) {
        const code = newCode()
        const salt = randomBytes(16).toString('hex')
        // The first tag of Content-Language, if it is one of ours, else English (as submissions).
        const tag = c.req.header('content-language')?.split(',')[0]?.trim().toLowerCase()
        const language = appLocaleOf(tag)
        const words = noticeWords('memberCode.person', language)
        const values = { code, minutes: String(MEMBER_CODE_MINUTES) }
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into member_sign_in_codes (email_key, code_hash, salt, expires_at, attempts,
               created_at) values ($1, $2, $3, $4, 0, $5)
             on conflict (email_key) do update set code_hash = $2, salt = $3, expires_at = $4,
               attempts = 0, created_at = $5`,
            [
              accountKey(email),
              hashCode(salt, code),
              salt,
              new Date(at + CODE_MS).toISOString(),
              new Date(at).toISOString(),
            ],
          )
          await enqueueMessage(tx, {
            channel: 'email',
            to: email,
            subject: fillNotice(words.subject, values),
            text: fillNotice(words.text, values),
            language: words.locale,
            kind: 'member.sign-in-code',
          })
        })
      }
      return ok(c, { sent: true }, 202)
    })
    .post('/verify', rateLimit('sign-in'), jsonBody(memberVerifySchema), async (c) => {
      const { email, code, reference } = c.req.valid('json')
      const db = c.get('db')
      const at = now()
      const counters = await throttle(c, 'sign-in', email, at)
      const outcome = await db.transaction((tx) => useCode(tx, email, code, at))
      if (outcome === 'wrong') throw new ApiError(401, m('memberCode.wrong'))
      if (outcome === 'dead') throw new ApiError(401, m('memberCode.tooMany'))
      let account = await accountOf(db, email)
      // A code is sent to no staff account; one made staff since, or disabled, signs in nowhere here.
      if (outcome === 'none' || (account && (!isMember(account) || account.disabled_at))) {
        throw new ApiError(401, m('memberCode.expired'))
      }
      await recordSuccess(db, counters)
      await recordSuccess(db, countersFor(`member-code:${email}`, clientOf(c)))
      if (!account) {
        const [made] = await db.query<AccountRow>(
          `insert into staff_users (email, role, organisation, password_hash)
           values ($1, 'account', 'union', null)
           on conflict (email) do update set email = excluded.email
           returning id, email, role, organisation, disabled_at`,
          [email],
        )
        account = made!
        if (!isMember(account)) throw new ApiError(401, m('memberCode.expired'))
      }
      const token = await openSession(db, tokenOf(c, isProduction(c)), account.id, at)
      const actor = { id: account.id, email: account.email, role: 'account' as const }
      await writeAudit(
        db,
        {
          action: 'sign-in',
          organisation: 'union',
          actor,
          details: { method: 'email code' },
          client: clientOf(c),
        },
        at,
      )
      const linked = reference ? await linkJoin(db, reference, account.id, email) : false
      const answer: MemberSignedIn = { email: account.email, linked }
      return jsonAnswer(c, okText(answer), 200, {
        'Set-Cookie': sessionCookie(token, isProduction(c)),
      })
    })
    .post('/me', async (c) => {
      // Asked by every insurance page: nobody signed in is an answer, not a failure.
      const account = await signedIn(c, now).catch(() => undefined)
      return ok(c, { email: account && isMember(account) ? account.email : null })
    })
}
