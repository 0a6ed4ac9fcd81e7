/**
 * Staff passwords: argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane; the Password
 * Storage Cheat Sheet's first argon2id line), through @node-rs/argon2, which installs prebuilt
 * from the registry and runs off the event loop. About 40 ms a hash on this kind of machine
 * (measured), so a sign-in costs one hash whatever happens.
 *
 * DUMMY_HASH is verified when no account has the email typed, so that a wrong email takes the
 * same time as a wrong password (nothing tells whether an account exists). Its password was
 * random and thrown away; only its parameters matter, and they are the ones in use.
 */
import { randomInt } from 'node:crypto'
import { hash, verify, type Algorithm } from '@node-rs/argon2'

// Algorithm.Argon2id: a const enum, which isolatedModules cannot read from a declaration file.
const ARGON2ID = 2 as Algorithm

export const HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$+PVIAjtWMHFToWhn9YpYDg$EtxNNByXHDdp/ElMPXdfyn4TGkmRKxv9mh13armY+DE'

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS)
}

/**
 * True when `password` matches `stored`. With no stored hash (no such account) a dummy is
 * checked instead, and the answer is false. A malformed stored hash is a mismatch, not a 500.
 */
export async function checkPassword(stored: string | undefined, password: string) {
  try {
    const matches = await verify(stored ?? DUMMY_HASH, password)
    return stored !== undefined && matches
  } catch {
    return false
  }
}

// Letters and digits that cannot be mistaken for one another when read off a screen.
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * A one-time password for a new account, shown once to the administrator who made it:
 * 16 characters from 54, about 92 bits, drawn with crypto.randomInt (no modulo bias).
 */
export function oneTimePassword(length = 16): string {
  let out = ''
  for (let i = 0; i < length; i++) out += READABLE[randomInt(READABLE.length)]
  return out
}
