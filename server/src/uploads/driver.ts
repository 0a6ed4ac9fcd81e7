/**
 * What a place that keeps the uploads' bytes provides: the disk and memory stores of store.ts
 * and the S3 bucket of s3-store.ts. On its own so that store.ts, which picks the driver, and
 * each driver import it, and no driver imports the module that picks it.
 */
export interface UploadStore {
  /** Keeps the bytes under their digest; a second put of the same digest is a no-op. */
  put(sha256: string, bytes: Uint8Array): Promise<void>
  /**
   * Moves the temporary file at `path` in under its digest (gone from `path` afterwards).
   * True when the bytes are new here; false when they were already stored (then the stored
   * copy counts as fresh again for the sweep, where the store can say so).
   */
  take(sha256: string, path: string): Promise<boolean>
  get(sha256: string): Promise<Uint8Array | undefined>
  /** Digests of every stored file older than `olderThanMs` (for the sweep). */
  list(olderThanMs: number): Promise<string[]>
  remove(sha256: string): Promise<void>
}
