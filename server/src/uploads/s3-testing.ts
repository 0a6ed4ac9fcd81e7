/**
 * A local S3-compatible server for tests (imported by *.test.ts only): `s3rver` on loopback, a
 * folder of its own, one bucket. It knows one key pair, S3RVER/S3RVER, and checks that the
 * key exists but not the Signature Version 4 itself (s3-sign.test.ts checks our signing
 * against AWS's published examples).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../env'

export interface TestBucket {
  settings: S3Settings
  stop(): Promise<void>
}

export async function startTestBucket(bucket = 'uploads'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'scamlock-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** A loopback port where nothing listens. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
