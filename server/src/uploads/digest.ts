/** The SHA-256 and size of a file, read as a stream (never whole in memory). */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

export async function sha256OfFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), size }
}
