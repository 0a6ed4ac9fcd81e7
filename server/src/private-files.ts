/**
 * The data folder is private: the embedded database (its write-ahead log holds
 * submitted names and e-mail addresses) and the uploads are for the gateway's own user only.
 * PGlite creates its files with mode 0666 and relies on the umask, and a container often runs
 * with umask 0: 968 of 1,025 database files were world-writable. So at start the process takes
 * umask 077 (everything it creates from then on is owner-only) and every file already in
 * DATA_DIR is set to 0600, every folder to 0700.
 */
import { chmod, lstat, readdir } from 'node:fs/promises'
import { join } from 'node:path'

export function privateUmask(): void {
  try {
    process.umask(0o077)
  } catch {
    // Worker threads may not change the umask; the chmod below still holds.
  }
}

/** Sets DATA_DIR and everything in it to owner-only; symbolic links are left alone. */
export async function makePrivate(dir: string): Promise<void> {
  const info = await lstat(dir).catch(() => undefined)
  if (!info || info.isSymbolicLink()) return
  if (info.isDirectory()) {
    await chmod(dir, 0o700)
    for (const name of await readdir(dir)) await makePrivate(join(dir, name))
  } else if ((info.mode & 0o077) !== 0) {
    await chmod(dir, info.mode & 0o700)
  }
}
