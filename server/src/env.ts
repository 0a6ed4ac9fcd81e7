/**
 * Runtime settings, parsed once from the environment (docs/design.md section 4).
 * A bad value stops the start with one line per variable, so an operator sees what to fix before
 * any request is served. Values are never echoed back: DATABASE_URL carries a password.
 */
import * as v from 'valibot'
import { REGISTER_CHECKS_PER_MINUTE } from '../../src/shared/schemas/register'
import {
  isMailFrom,
  MAIL_FROM_FORMAT,
  SMS_URL_FORMAT,
  SMS_URL_TLS,
  smsSettings,
  smsUrlIsPrivate,
  SMTP_URL_FORMAT,
  smtpSettings,
} from './settings/messages'
import { PROOF_KEY_FORMAT, privateKeyFromSetting } from './settings/signing-key'

export const DEV_GATEWAY_KEY = 'dev-gateway-key'

const flag = (name: string) =>
  v.pipe(
    v.string(),
    v.toLowerCase(),
    v.picklist(
      ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'],
      `${name} must be true or false`,
    ),
    v.transform((value) => ['1', 'true', 'yes', 'on'].includes(value)),
  )

const integer = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `${name} must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `${name} must be a whole number from ${min} to ${max}`),
  )

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(
      ['development', 'production', 'test'],
      'NODE_ENV must be development, production or test',
    ),
    'development',
  ),
  PORT: v.optional(integer('PORT', 0, 65535), '8080'),
  HOST: v.optional(v.string()),
  // Default ./data, or ./data-demo with DEMO (parseEnv).
  DATA_DIR: v.optional(v.string()),
  DIST_DIR: v.optional(v.string(), './dist'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
    ),
  ),
  GATEWAY_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((key) => key.trim())),
      v.check(
        (keys) => keys.every((key) => key.length >= 8),
        'GATEWAY_KEYS must be a comma-separated list of keys, each at least 8 characters',
      ),
    ),
    DEV_GATEWAY_KEY,
  ),
  DEMO_STAFF_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(8, 'DEMO_STAFF_PASSWORD must be at least 8 characters')),
  ),
  RATE_LIMIT_PER_MINUTE: v.optional(integer('RATE_LIMIT_PER_MINUTE', 1, 1_000_000), '60'),
  // Per client, on calls that create something; default a third of RATE_LIMIT_PER_MINUTE.
  CREATE_RATE_LIMIT_PER_MINUTE: v.optional(integer('CREATE_RATE_LIMIT_PER_MINUTE', 1, 1_000_000)),
  // Per facility account, on register/check (src/shared/schemas/register.ts has the default).
  REGISTER_CHECKS_PER_MINUTE: v.optional(
    integer('REGISTER_CHECKS_PER_MINUTE', 1, 1_000_000),
    String(REGISTER_CHECKS_PER_MINUTE),
  ),
  // Take the client address from the first X-Forwarded-For hop; only behind a proxy you run.
  TRUST_PROXY: v.optional(flag('TRUST_PROXY'), 'false'),
  // Serve the built app from DIST_DIR; on by default when NODE_ENV=production or DEMO is on.
  SERVE_APP: v.optional(flag('SERVE_APP')),
  // `npm run demo`: the app and the demo staff accounts, on a data folder of its own
  // (./data-demo), so trying the staff area never puts sample accounts in the real database.
  // Every start makes the missing accounts and gives them all a new password, which it prints.
  // Refused in production and with DATABASE_URL (seed.ts, README "Staff area").
  DEMO: v.optional(flag('DEMO'), 'false'),
  // Mount the test-only routes under /api/test (browser tests); refused in production.
  TEST_ROUTES: v.optional(flag('TEST_ROUTES'), 'false'),
  // Per-request log lines (method, path, status, duration).
  LOG_REQUESTS: v.optional(flag('LOG_REQUESTS'), 'true'),
  // Where the rate limits count: `database` when several gateways share DATABASE_URL (their
  // default then), `memory` for one gateway (http/rate-limit-store.ts).
  RATE_LIMIT_STORE: v.optional(
    v.picklist(['memory', 'database'], 'RATE_LIMIT_STORE must be memory or database'),
  ),
  // A stopping gateway (SIGTERM): seconds it still accepts requests while /api/health says 503,
  // so a balancer stops sending, then seconds requests in flight get to finish (server.ts).
  SHUTDOWN_DELAY_SECONDS: v.optional(integer('SHUTDOWN_DELAY_SECONDS', 0, 300), '0'),
  SHUTDOWN_GRACE_SECONDS: v.optional(integer('SHUTDOWN_GRACE_SECONDS', 0, 3600), '30'),
  // Uploads in an S3-compatible bucket instead of DATA_DIR (uploads/s3-store.ts): all or none.
  UPLOADS_S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^\s/?#]+\/?$/,
        'UPLOADS_S3_ENDPOINT must be an http:// or https:// origin',
      ),
    ),
  ),
  UPLOADS_S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'UPLOADS_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      ),
    ),
  ),
  UPLOADS_S3_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'UPLOADS_S3_REGION must be a region name')),
    'us-east-1',
  ),
  UPLOADS_S3_ACCESS_KEY_ID: v.optional(v.string()),
  UPLOADS_S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  // Outgoing email through this SMTP server, from MAIL_FROM; SMS through this HTTP provider
  // (settings/messages.ts). Unset outside production: written as files under DATA_DIR/messages.
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => smtpSettings(value) !== undefined, SMTP_URL_FORMAT),
    ),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.check(isMailFrom, MAIL_FROM_FORMAT))),
  SMS_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => smsSettings(value) !== undefined, SMS_URL_FORMAT),
    ),
  ),
  // The gateway's Ed25519 signing key (signing/keys.ts); unset: one made once and kept in the
  // database, shared by every gateway on it.
  PROOF_SIGNING_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        try {
          privateKeyFromSetting(value)
          return true
        } catch {
          return false
        }
      }, PROOF_KEY_FORMAT),
    ),
  ),
})

/** The bucket of the uploads (all five UPLOADS_S3_* settings, checked together). */
export interface S3Settings {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

const S3_REQUIRED = [
  'UPLOADS_S3_ENDPOINT',
  'UPLOADS_S3_BUCKET',
  'UPLOADS_S3_ACCESS_KEY_ID',
  'UPLOADS_S3_SECRET_ACCESS_KEY',
] as const

type Parsed = v.InferOutput<typeof EnvSchema>

/** The bucket settings, or none; half of them set is an error that names what is missing. */
function s3Settings(env: Parsed): S3Settings | undefined {
  const missing = S3_REQUIRED.filter((name) => env[name] === undefined)
  if (missing.length === S3_REQUIRED.length) return undefined
  if (missing.length > 0) {
    throw new EnvError(
      missing.map(
        (name) =>
          `${name} must be set too: the uploads bucket needs all of ${S3_REQUIRED.join(', ')}`,
      ),
    )
  }
  return {
    endpoint: env.UPLOADS_S3_ENDPOINT!.replace(/\/$/, ''),
    bucket: env.UPLOADS_S3_BUCKET!,
    region: env.UPLOADS_S3_REGION,
    accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY!,
  }
}

type S3Variable = (typeof S3_REQUIRED)[number] | 'UPLOADS_S3_REGION'

export type Env = Omit<
  Parsed,
  'DATA_DIR' | 'SERVE_APP' | 'CREATE_RATE_LIMIT_PER_MINUTE' | 'RATE_LIMIT_STORE' | S3Variable
> & {
  DATA_DIR: string
  SERVE_APP: boolean
  CREATE_RATE_LIMIT_PER_MINUTE: number
  RATE_LIMIT_STORE: 'memory' | 'database'
  /** The uploads bucket; unset: files under DATA_DIR. */
  UPLOADS_S3?: S3Settings | undefined
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Parses a set of variables; unset and empty values take their defaults. Throws EnvError. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const present: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key]?.trim()
    if (value) present[key] = value
  }
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const name = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment'
      // Our own messages already name the variable; valibot's defaults would echo the value.
      return issue.message.startsWith(name) ? issue.message : `${name} is not valid`
    })
    throw new EnvError(problems)
  }
  const env = result.output
  if (env.TEST_ROUTES && env.NODE_ENV === 'production') {
    throw new EnvError(['TEST_ROUTES cannot be on when NODE_ENV=production'])
  }
  if (env.DEMO && env.NODE_ENV === 'production') {
    throw new EnvError([
      'DEMO cannot be on when NODE_ENV=production: production has no demo accounts',
    ])
  }
  // A DATABASE_URL left in the shell may be a real database: its staff table is no place for
  // accounts whose password the console prints.
  if (env.DEMO && env.DATABASE_URL) {
    throw new EnvError([
      'DEMO runs on its own embedded database (DATA_DIR, default ./data-demo): unset DATABASE_URL',
    ])
  }
  const messageProblems = [
    env.SMTP_URL && !env.MAIL_FROM
      ? 'MAIL_FROM must be set with SMTP_URL: the address messages are sent from'
      : undefined,
    env.SMS_URL && env.NODE_ENV === 'production' && !smsUrlIsPrivate(env.SMS_URL)
      ? SMS_URL_TLS
      : undefined,
  ].filter((problem) => problem !== undefined)
  if (messageProblems.length > 0) throw new EnvError(messageProblems)
  const {
    UPLOADS_S3_ENDPOINT: _endpoint,
    UPLOADS_S3_BUCKET: _bucket,
    UPLOADS_S3_REGION: _region,
    UPLOADS_S3_ACCESS_KEY_ID: _key,
    UPLOADS_S3_SECRET_ACCESS_KEY: _secret,
    ...rest
  } = env
  const uploadsS3 = s3Settings(env)
  return {
    ...rest,
    ...(uploadsS3 ? { UPLOADS_S3: uploadsS3 } : {}),
    DATA_DIR: env.DATA_DIR ?? (env.DEMO ? './data-demo' : './data'),
    RATE_LIMIT_STORE: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? 'database' : 'memory'),
    SERVE_APP: env.SERVE_APP ?? (env.NODE_ENV === 'production' || env.DEMO),
    CREATE_RATE_LIMIT_PER_MINUTE:
      env.CREATE_RATE_LIMIT_PER_MINUTE ?? Math.max(1, Math.floor(env.RATE_LIMIT_PER_MINUTE / 3)),
  }
}

let cached: Env | undefined

/** The process environment, parsed on first use and kept. */
export function loadEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
