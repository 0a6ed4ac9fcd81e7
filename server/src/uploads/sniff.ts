/**
 * The media type of an upload, decided from its first bytes, never from its name or the
 * Content-Type the client sent (docs/design.md section 6): the shared rule of src/shared/uploads.ts,
 * the very one the device applies when a file is picked.
 */
export { sniffMediaType, type UploadType } from '../../../src/shared/uploads'
