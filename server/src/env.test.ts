import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('gives the defaults of docs/design.md section 4 when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 8080,
      DATA_DIR: './data',
      DIST_DIR: './dist',
      GATEWAY_KEYS: ['dev-gateway-key'],
      RATE_LIMIT_PER_MINUTE: 60,
      CREATE_RATE_LIMIT_PER_MINUTE: 20,
      REGISTER_CHECKS_PER_MINUTE: 60,
      TRUST_PROXY: false,
      SERVE_APP: false,
      DEMO: false,
      TEST_ROUTES: false,
      LOG_REQUESTS: true,
      RATE_LIMIT_STORE: 'memory',
      SHUTDOWN_DELAY_SECONDS: 0,
      SHUTDOWN_GRACE_SECONDS: 30,
    })
  })

  it('reads every setting, treating empty values as unset', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '3000',
      DATA_DIR: '/var/lib/scamlock',
      DATABASE_URL: 'postgres://u:p@db:5432/scamlock',
      GATEWAY_KEYS: 'key-one-111, key-two-222',
      DEMO_STAFF_PASSWORD: 'correct horse',
      RATE_LIMIT_PER_MINUTE: '120',
      CREATE_RATE_LIMIT_PER_MINUTE: '7',
      TRUST_PROXY: 'true',
      DIST_DIR: '',
    })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      GATEWAY_KEYS: ['key-one-111', 'key-two-222'],
      RATE_LIMIT_PER_MINUTE: 120,
      CREATE_RATE_LIMIT_PER_MINUTE: 7,
      TRUST_PROXY: true,
      SERVE_APP: true,
      DIST_DIR: './dist',
      DATABASE_URL: 'postgres://u:p@db:5432/scamlock',
      // A server several gateways may share: the limits count there unless told otherwise.
      RATE_LIMIT_STORE: 'database',
    })
  })

  it('fails with one clear line per bad variable, never echoing a value', () => {
    let error: unknown
    try {
      parseEnv({
        PORT: 'eighty',
        RATE_LIMIT_PER_MINUTE: '0',
        DATABASE_URL: 'mysql://secret@x',
        TRUST_PROXY: 'maybe',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const { problems, message } = error as EnvError
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000',
      'TRUST_PROXY must be true or false',
    ])
    expect(message).not.toContain('secret')
  })

  it('refuses short gateway keys and test routes in production', () => {
    expect(() => parseEnv({ GATEWAY_KEYS: 'ok-key-123,,' })).toThrow(EnvError)
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_ROUTES: '1' })).toThrow(/TEST_ROUTES/)
  })

  it('reads the uploads bucket as one setting, all or nothing, naming what is missing', () => {
    const bucket = {
      UPLOADS_S3_ENDPOINT: 'https://s3.example.org/',
      UPLOADS_S3_BUCKET: 'scamlock-uploads',
      UPLOADS_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'top-secret-value',
    }
    expect(parseEnv(bucket).UPLOADS_S3).toEqual({
      endpoint: 'https://s3.example.org',
      bucket: 'scamlock-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'top-secret-value',
    })
    expect(parseEnv({ ...bucket, UPLOADS_S3_REGION: 'af-south-1' }).UPLOADS_S3?.region).toBe(
      'af-south-1',
    )
    expect(parseEnv({})).not.toHaveProperty('UPLOADS_S3')
    expect(parseEnv(bucket)).not.toHaveProperty('UPLOADS_S3_SECRET_ACCESS_KEY')

    const { UPLOADS_S3_SECRET_ACCESS_KEY: _secret, ...half } = bucket
    expect(() => parseEnv(half)).toThrow(
      /UPLOADS_S3_SECRET_ACCESS_KEY must be set too: the uploads bucket needs all of/,
    )
    let error: unknown
    try {
      parseEnv({ ...bucket, UPLOADS_S3_ENDPOINT: 'ftp://files', UPLOADS_S3_BUCKET: 'No_Such' })
    } catch (caught) {
      error = caught
    }
    expect((error as EnvError).problems).toEqual([
      'UPLOADS_S3_ENDPOINT must be an http:// or https:// origin',
      'UPLOADS_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ])
    expect((error as EnvError).message).not.toContain('top-secret-value')
  })

  it('serves the app with its own data folder in the demo, never in production', () => {
    expect(parseEnv({ DEMO: '1' })).toMatchObject({
      DEMO: true,
      NODE_ENV: 'development',
      DATA_DIR: './data-demo',
      SERVE_APP: true,
    })
    expect(parseEnv({ DEMO: '1', DATA_DIR: '/srv/try', SERVE_APP: 'false' })).toMatchObject({
      DATA_DIR: '/srv/try',
      SERVE_APP: false,
    })
    expect(() => parseEnv({ DEMO: '1', NODE_ENV: 'production' })).toThrow(
      'DEMO cannot be on when NODE_ENV=production',
    )
    expect(() => parseEnv({ DEMO: '1', DATABASE_URL: 'postgres://u:secret@db/live' })).toThrow(
      /DEMO runs on its own embedded database .*: unset DATABASE_URL/,
    )
  })

  it('chooses where rate limits count, and how a gateway stops', () => {
    expect(parseEnv({ RATE_LIMIT_STORE: 'database' }).RATE_LIMIT_STORE).toBe('database')
    const url = 'postgres://u:p@db:5432/scamlock'
    expect(parseEnv({ DATABASE_URL: url, RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe(
      'memory',
    )
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      'RATE_LIMIT_STORE must be memory or database',
    )
    expect(parseEnv({ SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_GRACE_SECONDS: '60' })).toMatchObject({
      SHUTDOWN_DELAY_SECONDS: 5,
      SHUTDOWN_GRACE_SECONDS: 60,
    })
    expect(() => parseEnv({ SHUTDOWN_GRACE_SECONDS: 'forever' })).toThrow(
      'SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 3600',
    )
  })
})
