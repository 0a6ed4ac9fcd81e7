/**
 * The document types and size a verification upload may have (DESIGN.md section 6), apart
 * from the schemas so that a page can name them (its file input's `accept`) without loading
 * valibot and the schemas with it (issue 13, the route budget).
 */
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
