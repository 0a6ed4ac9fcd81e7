/**
 * Runtime settings, parsed once from the environment (STYLE.md convention 10, DESIGN.md section 4).
 * A bad value stops the start with one line per variable, so an operator sees what to fix before
 * any request is served. Values are never echoed back: DATABASE_URL carries a password.
 */
import * as v from 'valibot'

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
  DATA_DIR: v.optional(v.string(), './data'),
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
  // Take the client address from the first X-Forwarded-For hop; only behind a proxy you run.
  TRUST_PROXY: v.optional(flag('TRUST_PROXY'), 'false'),
  // Serve the built app from DIST_DIR; on by default when NODE_ENV=production.
  SERVE_APP: v.optional(flag('SERVE_APP')),
  // Mount the test-only routes under /api/test (browser tests); refused in production.
  TEST_ROUTES: v.optional(flag('TEST_ROUTES'), 'false'),
  // Per-request log lines (method, path, status, duration).
  LOG_REQUESTS: v.optional(flag('LOG_REQUESTS'), 'true'),
})

export type Env = Omit<
  v.InferOutput<typeof EnvSchema>,
  'SERVE_APP' | 'CREATE_RATE_LIMIT_PER_MINUTE'
> & { SERVE_APP: boolean; CREATE_RATE_LIMIT_PER_MINUTE: number }

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
  return {
    ...env,
    SERVE_APP: env.SERVE_APP ?? env.NODE_ENV === 'production',
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
