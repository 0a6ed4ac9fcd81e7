/**
 * SMTP_URL, MAIL_FROM and SMS_URL as the start reads them (env.ts): a bad value stops the
 * start with a line that names the variable and never echoes it (it may hold a password).
 */
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../env'
import { mailDomain, smsSettings, smtpSettings } from './messages'

function problems(vars: Record<string, string>): string[] {
  try {
    parseEnv(vars)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('message settings', () => {
  it('reads an SMTP server, with credentials, and the sender', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://mailer:p%40ss@mail.example.org:2525',
      MAIL_FROM: 'ScamLock <no-reply@scamlock.example>',
      SMS_URL: 'https://sms.example.org/v1/send',
    })
    expect(env).toMatchObject({
      SMTP_URL: 'smtp://mailer:p%40ss@mail.example.org:2525',
      MAIL_FROM: 'ScamLock <no-reply@scamlock.example>',
      SMS_URL: 'https://sms.example.org/v1/send',
    })
    expect(smtpSettings(env.SMTP_URL!)).toEqual({
      host: 'mail.example.org',
      port: 2525,
      secure: false,
      local: false,
      auth: { user: 'mailer', pass: 'p@ss' },
    })
    expect(smtpSettings('smtps://127.0.0.1')).toEqual({
      host: '127.0.0.1',
      port: 465,
      secure: true,
      local: true,
    })
    expect(smtpSettings('smtp://[::1]:25')).toMatchObject({ host: '::1', local: true })
    expect(mailDomain('ScamLock <no-reply@scamlock.example>')).toBe('scamlock.example')
    expect(mailDomain('no-reply@bw.example')).toBe('bw.example')
  })

  it('takes the SMS provider’s credentials out of the address, into a Basic header', () => {
    expect(smsSettings('https://user:secret@sms.example.org/send?route=bw')).toEqual({
      url: 'https://sms.example.org/send?route=bw',
      authorization: `Basic ${Buffer.from('user:secret').toString('base64')}`,
    })
    expect(smsSettings('http://127.0.0.1:9000/')).toEqual({ url: 'http://127.0.0.1:9000/' })
  })

  it('stops the start on a bad value, with one clear line and never the value', () => {
    const secret = 'hunter2-secret'
    for (const bad of [
      `http://u:${secret}@mail.example.org`,
      `smtp://u:${secret}@`,
      `smtp://u:${secret}@mail.example.org/path`,
      `mail.example.org:25`,
    ]) {
      const found = problems({ SMTP_URL: bad, MAIL_FROM: 'a@b.example' })
      expect(found).toEqual([expect.stringMatching(/^SMTP_URL must be smtp:\/\/host:port/)])
      expect(found.join()).not.toContain(secret)
    }
    expect(problems({ SMTP_URL: 'smtp://mail.example.org:25' })).toEqual([
      'MAIL_FROM must be set with SMTP_URL: the address messages are sent from',
    ])
    for (const bad of [
      'ScamLock',
      'a@b@c',
      'ScamLock <a@b.example',
      'Evil\r\nBcc: <a@b.example>',
    ]) {
      expect(problems({ MAIL_FROM: bad })).toEqual([
        'MAIL_FROM must be an address, e.g. ScamLock <no-reply@example.org>',
      ])
    }
    expect(problems({ SMS_URL: `ftp://u:${secret}@sms.example.org` })).toEqual([
      'SMS_URL must be an http:// or https:// address',
    ])
  })

  it('in production, sends SMS over https only, unless the provider is on this machine', () => {
    expect(problems({ NODE_ENV: 'production', SMS_URL: 'http://sms.example.org/send' })).toEqual([
      'SMS_URL must be an https:// address when NODE_ENV=production (http:// only to this machine)',
    ])
    expect(problems({ NODE_ENV: 'production', SMS_URL: 'http://127.0.0.1:9000/send' })).toEqual([])
    expect(problems({ NODE_ENV: 'development', SMS_URL: 'http://sms.example.org/send' })).toEqual(
      [],
    )
  })
})
