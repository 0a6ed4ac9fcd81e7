import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../src/shared/messages'
import { expectFailure } from '../testing'
import { ABSOLUTE_MS, IDLE_MS } from './sessions'
import { cookieOf, PASSWORD, signIn, staffPost, staffTest, type StaffTest } from './testing'

let t: StaffTest

beforeAll(async () => {
  t = await staffTest()
}, 60_000)
afterAll(async () => {
  await t.close()
})

const me = (cookie?: string) => staffPost(t.app, '/api/auth/me', {}, { cookie })
const login = (email: string, password: string, from = '10.0.0.1') =>
  staffPost(t.app, '/api/auth/login', { email, password }, { from })

describe('sign-in', () => {
  it('answers who is signed in, with a HttpOnly SameSite=Strict session cookie', async () => {
    const response = await login('Manager@Regulator.example ', PASSWORD)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: unknown }
    expect(body.data).toEqual({
      email: 'manager@regulator.example',
      role: 'manager',
      organisation: 'regulator',
      mustChangePassword: false,
      actions: expect.arrayContaining(['cases.decide', 'documents.verify']),
    })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^staff-session=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await me(cookieOf(response))).status).toBe(200)
  })

  it('makes the cookie Secure with the __Host- prefix in production', async () => {
    const prod = await staffTest({ NODE_ENV: 'production' })
    try {
      const response = await staffPost(prod.app, '/api/auth/login', {
        email: 'auditor@union.example',
        password: PASSWORD,
      })
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^__Host-staff-session=/)
      expect(cookie).toMatch(/Secure/)
      expect(
        (await staffPost(prod.app, '/api/auth/me', {}, { cookie: cookieOf(response) })).status,
      ).toBe(200)
    } finally {
      await prod.close()
    }
  })

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await expectFailure(await login('manager@union.example', 'not-the-password'), 401)
    const unknown = await expectFailure(await login('nobody@union.example', PASSWORD), 401)
    expect(wrong).toEqual(unknown)
    expect(wrong.message).toBe('Invalid Email or Password')
  })

  it('takes as long for an unknown email as for a wrong password (a dummy hash is checked)', async () => {
    const time = async (email: string) => {
      const start = performance.now()
      await login(email, 'wrong-password-1', '10.9.9.9')
      return performance.now() - start
    }
    const unknown: number[] = []
    const known: number[] = []
    for (let i = 0; i < 5; i++) {
      unknown.push(await time(`nobody${i}@verify.example`))
      known.push(await time('agent@verify.example'))
    }
    // Without the dummy hash an unknown email answers in about 1 ms against some 40 ms. The
    // fastest of five is compared: a busy machine only ever adds time, so the minimum is what
    // the work itself costs.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.3)
  })

  it('refuses a disabled account with the same 401', async () => {
    await t.db.query(
      `update staff_users set disabled_at = now() where email = 'agent@union.example'`,
    )
    const body = await expectFailure(await login('agent@union.example', PASSWORD), 401)
    expect(body.message).toBe('Invalid Email or Password')
  })

  it('checks the fields with the shared rules and their messages', async () => {
    const bad = async (body: unknown) =>
      (await expectFailure(await staffPost(t.app, '/api/auth/login', body), 400)).errors
    expect(await bad({ email: 'not-an-email', password: PASSWORD })).toEqual([
      { path: 'email', message: 'Invalid Email. Enter an email address like name@example.com' },
    ])
    expect(await bad({ email: 'manager@verify.example', password: 'short' })).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
    expect(await bad({ email: 'manager@verify.example', password: 'x'.repeat(51) })).toEqual([
      { path: 'password', message: 'Password must be no more than 50 characters' },
    ])
    expect(await bad({ email: 'manager@verify.example', password: 12345678 })).toEqual([
      { path: 'password', message: 'Invalid Password' },
    ])
    expect(await bad({})).toHaveLength(2)
    await expectFailure(await staffPost(t.app, '/api/auth/login', '{"email":'), 400)
    await expectFailure(
      await staffPost(t.app, '/api/auth/login', 'email=a', {
        headers: { 'content-type': 'text/plain' },
      }),
      415,
    )
  })
})

describe('sessions', () => {
  it('starts a new session at sign-in and ends the one the request brought (no fixation)', async () => {
    const first = await signIn(t.app, 'auditor@regulator.example')
    const response = await staffPost(
      t.app,
      '/api/auth/login',
      { email: 'auditor@regulator.example', password: PASSWORD },
      { cookie: first },
    )
    const second = cookieOf(response)
    expect(second).not.toBe(first)
    await expectFailure(await me(first), 401)
    expect((await me(second)).status).toBe(200)

    // A value planted by someone else is never taken up either.
    const planted = `staff-session=${'A'.repeat(43)}`
    const fresh = cookieOf(
      await staffPost(
        t.app,
        '/api/auth/login',
        { email: 'auditor@regulator.example', password: PASSWORD },
        { cookie: planted },
      ),
    )
    expect(fresh).not.toBe(planted)
    await expectFailure(await me(planted), 401)
  })

  it('ends after 30 minutes without a call (idle timeout)', async () => {
    const cookie = await signIn(t.app, 'manager@verify.example')
    t.clock.now += IDLE_MS - 60_000
    expect((await me(cookie)).status).toBe(200)
    t.clock.now += IDLE_MS - 60_000
    expect((await me(cookie)).status).toBe(200)
    t.clock.now += IDLE_MS
    const body = await expectFailure(await me(cookie), 401)
    expect(body.message).toBe('Your session has ended. Sign in again.')
    await expectFailure(await me(cookie), 401)
  })

  it('ends 8 hours after sign-in however busy (absolute timeout)', async () => {
    const cookie = await signIn(t.app, 'manager@union.example')
    const start = t.clock.now
    while (t.clock.now - start < ABSOLUTE_MS - IDLE_MS) {
      t.clock.now += IDLE_MS / 2
      expect((await me(cookie)).status).toBe(200)
    }
    t.clock.now = start + ABSOLUTE_MS
    const response = await me(cookie)
    await expectFailure(response, 401)
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/)
  })

  it('signs out: the session ends and the cookie is cleared', async () => {
    const cookie = await signIn(t.app, 'agent@regulator.example')
    const response = await staffPost(t.app, '/api/auth/logout', {}, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/staff-session=;.*Max-Age=0/)
    await expectFailure(await me(cookie), 401)
    // Signing out without a session is harmless.
    expect((await staffPost(t.app, '/api/auth/logout', {})).status).toBe(200)
  })

  it('answers 401 without a session and with a malformed cookie', async () => {
    await expectFailure(await me(), 401)
    await expectFailure(await me('staff-session=../../etc'), 401)
    await expectFailure(await staffPost(t.app, '/api/staff/users/list', {}), 401)
  })
})

describe('password change', () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    staffPost(t.app, '/api/auth/password', { currentPassword, newPassword }, { cookie })

  it('signs out every other session and starts a new one here', async () => {
    const phone = await signIn(t.app, 'auditor@verify.example')
    const desk = await signIn(t.app, 'auditor@verify.example')
    const response = await change(desk, PASSWORD, 'a-new-long-password')
    expect(response.status).toBe(200)
    const renewed = cookieOf(response)
    expect(renewed).not.toBe(desk)
    await expectFailure(await me(phone), 401)
    await expectFailure(await me(desk), 401)
    expect((await me(renewed)).status).toBe(200)
    await expectFailure(await login('auditor@verify.example', PASSWORD), 401)
    expect((await login('auditor@verify.example', 'a-new-long-password')).status).toBe(200)
  })

  it('refuses a wrong current password, a reused one and a short one', async () => {
    const cookie = await signIn(t.app, 'auditor@union.example')
    const wrong = await expectFailure(await change(cookie, 'not-my-password', 'another-pass'), 400)
    expect(wrong.errors).toEqual([
      { path: 'currentPassword', message: 'The current password is not correct' },
    ])
    const same = await expectFailure(await change(cookie, PASSWORD, PASSWORD), 400)
    expect(same.errors).toEqual([
      { path: 'newPassword', message: 'The new password must be different from the current one' },
    ])
    const short = await expectFailure(await change(cookie, PASSWORD, 'short'), 400)
    expect(short.errors?.[0]?.path).toBe('newPassword')
    await expectFailure(await change('', PASSWORD, 'another-pass'), 401)
    expect((await me(cookie)).status).toBe(200)
  })

  it('refuses the most common passwords and one character repeated (NIST 800-63B)', async () => {
    const cookie = await signIn(t.app, 'manager@union.example')
    const common = MESSAGES['newPassword.common']
    const repeated = MESSAGES['newPassword.repeated']
    for (const [password, message] of [
      ['aaaaaaaa', repeated],
      ['ZZZZZZZZZZZZZZZZZZZZ', repeated],
      ['password1', common],
      ['Password1', common],
      ['qwertyuiop', common],
      ['iloveyou', common],
      ['12345678', common],
      ['football', common],
    ] as const) {
      const body = await expectFailure(await change(cookie, PASSWORD, password), 400)
      expect(body.errors, password).toEqual([{ path: 'newPassword', message }])
    }
    // Nothing changed; a password nobody uses is taken.
    expect((await login('manager@union.example', PASSWORD, '10.7.0.1')).status).toBe(200)
    expect((await change(cookie, PASSWORD, 'kgosi ya pula 2026')).status).toBe(200)
  })
})

describe('cross-site requests', () => {
  it('refuses a cross-site HTML form post to the sign-in', async () => {
    // What a form on another site sends: no API key (a form cannot set headers), form-encoded.
    const form = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: `email=manager%40regulator.example&password=${PASSWORD}`,
    })
    await expectFailure(form, 401)
    // Even with the (public) key, the Origin check refuses it before anything else.
    const keyed = await staffPost(t.app, '/api/auth/login', `email=x&password=y`, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    })
    const body = await expectFailure(keyed, 403)
    expect(body.message).toBe('This request did not come from this site')
  })

  it('refuses cross-site JSON calls that carry a valid session', async () => {
    const cookie = await signIn(t.app, 'super-administrator@all.example')
    const create = (headers: Record<string, string | undefined>) =>
      staffPost(
        t.app,
        '/api/staff/users/create',
        { email: 'csrf@regulator.example', role: 'manager', organisation: 'regulator' },
        { cookie, headers },
      )
    await expectFailure(await create({ origin: 'https://evil.example' }), 403)
    await expectFailure(await create({ origin: 'null' }), 403)
    await expectFailure(await create({ origin: undefined, 'sec-fetch-site': 'cross-site' }), 403)
    await expectFailure(await create({ origin: undefined, 'sec-fetch-site': 'same-site' }), 403)
    await expectFailure(await create({ origin: undefined }), 403)
    await expectFailure(
      await staffPost(
        t.app,
        '/api/auth/logout',
        {},
        { cookie, headers: { origin: 'https://evil.example' } },
      ),
      403,
    )
    expect((await me(cookie)).status).toBe(200)
    const rows = await t.db.query(
      `select 1 from staff_users where email = 'csrf@regulator.example'`,
    )
    expect(rows).toEqual([])
    const sameSite = await create({ origin: undefined, 'sec-fetch-site': 'same-origin' })
    expect(sameSite.status).toBe(201)
  })
})
