import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('gives the defaults of DESIGN.md section 4 when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 8080,
      DATA_DIR: './data',
      DIST_DIR: './dist',
      GATEWAY_KEYS: ['dev-gateway-key'],
      RATE_LIMIT_PER_MINUTE: 60,
      CREATE_RATE_LIMIT_PER_MINUTE: 20,
      TRUST_PROXY: false,
      SERVE_APP: false,
      TEST_ROUTES: false,
      LOG_REQUESTS: true,
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
})
