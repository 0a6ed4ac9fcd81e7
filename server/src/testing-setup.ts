/**
 * Set up before every gateway and browser test file (vite.config.ts). Under test, uploads
 * wait in a folder of the system's temporary directory, one per test process
 * (http/upload-temp.ts); each request removes its own folder inside it, and this removes the
 * folder itself after the file's tests, so a test run leaves nothing there; the same for the
 * resumable uploads' folder. Only when empty:
 * a request still in it (of another file run by this process) keeps it, and so does one that
 * failed to clean up.
 */
import { rmdirSync, rmSync } from 'node:fs'
import { afterAll } from 'vitest'
import { parseEnv } from './env'
import { uploadTempRoot } from './http/upload-temp'
import { resumableFolder } from './uploads/resumable-store'

afterAll(() => {
  // The resumable uploads' folder of this process (resumable-store.ts): the files of one
  // test file run after another, never beside it, so what is left belongs to none.
  rmSync(resumableFolder(parseEnv({ NODE_ENV: 'test' })), { recursive: true, force: true })
  try {
    rmdirSync(uploadTempRoot(parseEnv({ NODE_ENV: 'test' })))
  } catch {
    // Never made by this file's tests, or not empty.
  }
})
