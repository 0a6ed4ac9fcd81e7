/**
 * Where uploads wait between the request and the uploads store: `${DATA_DIR}/tmp`, one folder
 * per request (http/multipart.ts), on the same file system as `${DATA_DIR}/uploads` so that
 * the store takes a file by renaming it. Under test (NODE_ENV=test) a folder of the system's
 * temporary directory, so a test run never writes into the repository's ./data.
 *
 * Every request removes its own folder when it ends; `clearUploadTemp` at start removes what a
 * crash left behind (nothing in it belongs to a request of the new process).
 */
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Env } from '../env'

export function uploadTempRoot(env: Pick<Env, 'NODE_ENV' | 'DATA_DIR'>): string {
  return env.NODE_ENV === 'test'
    ? join(tmpdir(), `scamlock-uploads-${process.pid}`)
    : join(env.DATA_DIR, 'tmp')
}

/**
 * Empties the temporary folder (at start, before any request). Not under test: there the
 * folder is shared by every gateway of the test process.
 */
export async function clearUploadTemp(env: Pick<Env, 'NODE_ENV' | 'DATA_DIR'>): Promise<void> {
  if (env.NODE_ENV === 'test') return
  const root = uploadTempRoot(env)
  await rm(root, { recursive: true, force: true })
  await mkdir(root, { recursive: true, mode: 0o700 })
}
