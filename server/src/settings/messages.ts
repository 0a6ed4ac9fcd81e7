/**
 * The messages' settings as env.ts checks them and the transports read them: SMTP_URL,
 * MAIL_FROM and SMS_URL (README, "Runtime settings"; docs/decisions.md, "Messages").
 */

export const SMTP_URL_FORMAT =
  'SMTP_URL must be smtp://host:port or smtps://host:port (user:password@ before the host when the server asks for them)'
export const MAIL_FROM_FORMAT = 'MAIL_FROM must be an address, e.g. ScamLock <no-reply@example.org>'
export const SMS_URL_FORMAT = 'SMS_URL must be an http:// or https:// address'
export const SMS_URL_TLS =
  'SMS_URL must be an https:// address when NODE_ENV=production (http:// only to this machine)'

export interface SmtpSettings {
  host: string
  port: number
  /** smtps://: TLS from the first byte (465); smtp://: STARTTLS when the server offers it. */
  secure: boolean
  auth?: { user: string; pass: string }
  /** Whether the server is on this machine (a local relay), where plain text never leaves it. */
  local: boolean
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/** The SMTP server SMTP_URL names, or undefined when it is not of the form above. */
export function smtpSettings(value: string): SmtpSettings | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return undefined
  if (!url.hostname || (url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) {
    return undefined
  }
  const secure = url.protocol === 'smtps:'
  const settings: SmtpSettings = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    local: LOOPBACK.test(url.hostname),
  }
  if (url.username) {
    settings.auth = {
      user: decodeURIComponent(url.username),
      pass: decodeURIComponent(url.password),
    }
  }
  return settings
}

// A display name (no angle brackets or line breaks) and <address>, or the address alone.
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/

export function isMailFrom(value: string): boolean {
  return MAIL_FROM.test(value)
}

/** The domain of MAIL_FROM's address: the right-hand side of every Message-ID. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost'
}

export interface SmsSettings {
  /** The address without credentials (fetch refuses a URL that carries them). */
  url: string
  /** `Basic …` from user:password in SMS_URL. */
  authorization?: string
}

export function smsSettings(value: string): SmsSettings | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined
  const user = decodeURIComponent(url.username)
  const pass = decodeURIComponent(url.password)
  url.username = ''
  url.password = ''
  return {
    url: url.toString(),
    ...(user || pass
      ? { authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}` }
      : {}),
  }
}

/** Whether SMS_URL keeps the text off the network in clear: https, or this machine. */
export function smsUrlIsPrivate(value: string): boolean {
  const url = new URL(value)
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname)
}
