/**
 * The member's own sign-in (members/auth/start, verify, me) and what a member's session may do:
 * codes by email, 10 minutes, once, five tries, throttled per email and address; the same answer
 * whatever the email; staff never sign in here and members never at /login nor on a staff call;
 * a join shows on a member's page only when the member made it signed in or confirmed its email.
 * The email goes through a real SMTP server in this process (messages/smtp-testing.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { MESSAGES } from '../../../src/shared/messages'
import { makeReference } from '../../../src/shared/reference'
import { sendJoin, unionTest } from '../insurance/test-support'
import { silentLogger } from '../http/logger'
import { messageSender } from '../messages/sender'
import { startTestSmtp } from '../messages/smtp-testing'
import { smtpTransport } from '../messages/transports'
import { expectFailure } from '../testing'
import {
  cookieOf,
  lastMemberCode,
  memberSignIn,
  ORIGIN,
  PASSWORD,
  signIn,
  staffPost,
  type StaffTest,
} from './testing'

let t: StaffTest
let address = 0
/** A fresh client address, so that each test starts with its own throttle counters. */
const fresh = () => `203.0.113.${++address}`

beforeAll(async () => {
  t = await unionTest()
}, 60_000)
afterAll(() => t.close())

const start = (email: string, from = fresh(), headers: Record<string, string> = {}) =>
  staffPost(t.app, '/api/members/auth/start', { email }, { from, headers })
const verify = (body: Record<string, unknown>, from = fresh(), cookie?: string) =>
  staffPost(t.app, '/api/members/auth/verify', body, { from, cookie })
const codesTo = async (email: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from messages where recipient = $1 and kind = 'member.sign-in-code'`,
      [email],
    )
  )[0]!.n

/** A join sent as the app sends it, with the session cookie of whoever is signed in. */
async function join(email: string, cookie?: string) {
  const reference = makeReference('insuranceJoin')
  const sample = SAMPLE_DATA.insuranceJoin
  const data = { ...sample, user: { ...sample.user, emailAddress: email } }
  await sendJoin(t.app, reference, data, cookie ? { cookie } : {})
  return reference
}

async function myJoins(cookie: string) {
  const response = await staffPost(t.app, '/api/members/me', {}, { cookie })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { reference: string }[] }).data.map(
    (item) => item.reference,
  )
}

describe('members/auth/start', () => {
  it('answers the same for an unknown, a member’s and a staff email; staff are sent nothing', async () => {
    const member = 'same.answer@example.org'
    await memberSignIn(t.app, t.db, member)
    const answers = []
    for (const email of ['nobody.yet@example.org', member, 'manager@union.example']) {
      const response = await start(email)
      answers.push({ status: response.status, body: await response.text() })
    }
    expect(answers[0]).toEqual({
      status: 202,
      body: JSON.stringify({ success: true, data: { sent: true } }),
    })
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(await codesTo('nobody.yet@example.org')).toBe(1)
    expect(await codesTo(member)).toBe(2)
    expect(await codesTo('manager@union.example')).toBe(0)
  })

  it('sends the code through the SMTP server, in the language of the request', async () => {
    const smtp = await startTestSmtp()
    try {
      await t.db.exec('delete from messages')
      const email = 'lesedi.french@example.org'
      expect((await start(email, fresh(), { 'content-language': 'fr' })).status).toBe(202)
      const sender = messageSender({
        db: t.db,
        transports: { email: smtpTransport(smtp.url, 'union@example.org', false) },
        logger: silentLogger,
      })
      expect((await sender.sendDue()).sent).toBe(1)
      const [mail] = smtp.received
      expect(mail!.to).toEqual([email])
      expect(mail!.language).toBe('fr')
      const code = mail!.text.match(/\b(\d{6})\b/)?.[1]
      expect(code).toBeDefined()
      expect(mail!.subject).toContain(code)
      expect(mail!.text).toContain('10 minutes')
      expect(mail!.text).not.toContain('expires in')
      // The code the email carries signs in.
      const from = fresh()
      expect((await verify({ email, code }, from)).status).toBe(200)
    } finally {
      await smtp.stop()
    }
  })

  it('throttles codes per email and per address', async () => {
    const from = fresh()
    for (let i = 0; i < 5; i++)
      expect((await start('many.codes@example.org', from)).status).toBe(202)
    const refused = await expectFailure(await start('many.codes@example.org', from), 429)
    expect(refused.message).toBe(MESSAGES['memberCode.throttled'])
    // Another address is not held by this one's pair counter.
    expect((await start('many.codes@example.org')).status).toBe(202)
    // One address asking codes for many emails is held too (the address's own allowance).
    const spray = fresh()
    let status = 202
    for (let i = 0; i < 40 && status === 202; i++) {
      status = (await start(`spray${i}@example.org`, spray)).status
    }
    expect(status).toBe(429)
  })
})

describe('members/auth/verify', () => {
  it('signs a new member in with the staff side’s session rules and creates the account', async () => {
    const email = 'neo.first@example.org'
    await start(email)
    const code = await lastMemberCode(t.db, email)
    const response = await verify({ email: 'Neo.First@Example.org', code })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: { email, linked: false } })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^staff-session=/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Max-Age=28800')
    const [account] = await t.db.query(
      'select role, organisation, password_hash from staff_users where email = $1',
      [email],
    )
    expect(account).toEqual({ role: 'account', organisation: 'union', password_hash: null })
    const me = await staffPost(t.app, '/api/members/auth/me', {}, { cookie: cookieOf(response) })
    expect(await me.json()).toEqual({ success: true, data: { email } })
    expect(await myJoins(cookieOf(response))).toEqual([])
    // Idle 30 minutes: the session has ended, as a staff session would.
    t.clock.now += 30 * 60_000
    const ended = await staffPost(t.app, '/api/members/auth/me', {}, { cookie: cookieOf(response) })
    expect(await ended.json()).toEqual({ success: true, data: { email: null } })
  })

  it('takes a code once, and not after 10 minutes', async () => {
    const email = 'once.only@example.org'
    await start(email)
    const code = await lastMemberCode(t.db, email)
    expect((await verify({ email, code })).status).toBe(200)
    const again = await expectFailure(await verify({ email, code }), 401)
    expect(again.message).toBe(MESSAGES['memberCode.expired'])

    // The clock only moves on (the throttle's counters remember when they counted).
    await start(email)
    const timely = await lastMemberCode(t.db, email)
    t.clock.now += 9 * 60_000
    expect((await verify({ email, code: timely })).status).toBe(200)
    await start(email)
    const late = await lastMemberCode(t.db, email)
    t.clock.now += 10 * 60_000
    const expired = await expectFailure(await verify({ email, code: late }), 401)
    expect(expired.message).toBe(MESSAGES['memberCode.expired'])
  })

  it('kills a code at the fifth wrong one; a new code replaces the one before', async () => {
    const email = 'five.tries@example.org'
    await start(email)
    const code = (await lastMemberCode(t.db, email))!
    const wrong = code === '000000' ? '111111' : '000000'
    const from = fresh()
    for (let i = 0; i < 4; i++) {
      const body = await expectFailure(await verify({ email, code: wrong }, from), 401)
      expect(body.message).toBe(MESSAGES['memberCode.wrong'])
    }
    const dead = await expectFailure(await verify({ email, code: wrong }, fresh()), 401)
    expect(dead.message).toBe(MESSAGES['memberCode.tooMany'])
    await expectFailure(await verify({ email, code }, fresh()), 401)

    await start(email)
    const first = await lastMemberCode(t.db, email)
    await start(email)
    const second = await lastMemberCode(t.db, email)
    if (first !== second) await expectFailure(await verify({ email, code: first }), 401)
    expect((await verify({ email, code: second })).status).toBe(200)
  })

  it('throttles tries per email and address', async () => {
    const from = fresh()
    const tries = []
    for (let i = 0; i < 6; i++) {
      tries.push((await verify({ email: 'guess@example.org', code: '123456' }, from)).status)
    }
    expect(tries.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(tries[5]).toBe(429)
  })

  it('refuses a malformed code with the shared messages', async () => {
    const body = await expectFailure(await verify({ email: 'x@example.org', code: '12' }), 400)
    expect(body.errors).toEqual([
      { path: 'code', message: 'Security code must be 4 characters or more' },
    ])
  })
})

describe('staff and members apart', () => {
  it('never signs a staff account in here', async () => {
    const email = 'manager@union.example'
    expect((await start(email)).status).toBe(202)
    expect(await lastMemberCode(t.db, email)).toBeUndefined()
    // Even with a code of its own once stored (the email was a member's, then made staff).
    await t.db.query(
      `insert into member_sign_in_codes (email_key, code_hash, salt, expires_at, created_at)
       select encode(sha256(convert_to($1, 'UTF8')), 'hex'),
         encode(sha256(convert_to('s:123456', 'UTF8')), 'hex'), 's', $2, $3`,
      [email, new Date(t.clock.now + 60_000).toISOString(), new Date(t.clock.now).toISOString()],
    )
    const refused = await expectFailure(await verify({ email, code: '123456' }), 401)
    expect(refused.message).toBe(MESSAGES['memberCode.expired'])
    expect(refused.message).not.toContain('manager')
  })

  it('refuses a member at the staff sign-in, pointing to the member’s sign-in', async () => {
    const response = await staffPost(
      t.app,
      '/api/auth/login',
      { email: 'account@union.example', password: PASSWORD },
      { from: fresh() },
    )
    const body = await expectFailure(response, 403)
    expect(body.message).toBe(MESSAGES['signIn.member'])
    expect(body.message).toContain('/insurance/sign-in')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers a member’s session 403 on every staff call but the sign-out', async () => {
    const cookie = await memberSignIn(t.app, t.db, 'account@union.example')
    for (const path of [
      '/api/staff/cases/list',
      '/api/staff/membership/show',
      '/api/staff/users/list',
      '/api/auth/me',
      '/api/auth/password',
    ]) {
      const body = { currentPassword: PASSWORD, newPassword: 'a-new-long-password' }
      const refused = await expectFailure(
        await staffPost(t.app, path, path.endsWith('password') ? body : {}, { cookie }),
        403,
      )
      expect(refused.message, path).toBe(MESSAGES['session.member'])
    }
    // A staff session is no member's.
    const staff = await signIn(t.app, 'manager@union.example', PASSWORD, fresh())
    const asStaff = await staffPost(t.app, '/api/members/auth/me', {}, { cookie: staff })
    expect(await asStaff.json()).toEqual({ success: true, data: { email: null } })
    expect((await staffPost(t.app, '/api/members/me', {}, { cookie })).status).toBe(200)
    const out = await staffPost(t.app, '/api/auth/logout', {}, { cookie })
    expect(out.status).toBe(200)
    const out2 = await staffPost(t.app, '/api/members/auth/me', {}, { cookie })
    expect(await out2.json()).toEqual({ success: true, data: { email: null } })
    await expectFailure(await staffPost(t.app, '/api/members/me', {}, { cookie }), 401)
  })

  it('refuses a call from another site', async () => {
    const response = await staffPost(
      t.app,
      '/api/members/auth/start',
      { email: 'x@example.org' },
      { headers: { origin: 'https://elsewhere.example' } },
    )
    await expectFailure(response, 403)
    expect(ORIGIN).toBe('http://localhost')
  })
})

describe('only their own applications', () => {
  it('shows a join made signed in, and not one made with the member’s email by anyone', async () => {
    const email = 'kabelo.own@example.org'
    const cookie = await memberSignIn(t.app, t.db, email)
    const signedInJoin = await join(email, cookie)
    // Someone else, signed out, joins with this member's email: not on the member's page.
    const byAnother = await join(email)
    // A join made signed in is the member's whatever email it names.
    const forHisWife = await join('wife.of.kabelo@example.org', cookie)
    const joins = await myJoins(cookie)
    expect(joins.sort()).toEqual([signedInJoin, forHisWife].sort())
    expect(joins).not.toContain(byAnother)
    // A staff session sends a join for nobody's page.
    const staff = await signIn(t.app, 'agent@union.example', PASSWORD, fresh())
    const byAgent = await join(email, staff)
    expect(await myJoins(cookie)).not.toContain(byAgent)
  })

  it('links a join made signed out once its email is confirmed with a code', async () => {
    const email = 'mpho.confirms@example.org'
    const made = await join(email)
    const other = await join('not.mpho@example.org')
    // Confirming Mpho's email links Mpho's join; naming another's join links nothing.
    await start(email)
    const refused = await verify({
      email,
      code: await lastMemberCode(t.db, email),
      reference: other,
    })
    expect(await refused.json()).toEqual({ success: true, data: { email, linked: false } })
    await start(email)
    const response = await verify({
      email,
      code: await lastMemberCode(t.db, email),
      reference: made,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: { email, linked: true } })
    expect(await myJoins(cookieOf(response))).toEqual([made])
    // The other member never sees it, even confirming their own email with its reference.
    const theirs = await memberSignIn(t.app, t.db, 'not.mpho@example.org', { reference: made })
    expect(await myJoins(theirs)).toEqual([])
  })
})
