/** What the document file input accepts: the types and, for pickers that go by name, the extensions. */
import { DOCUMENT_TYPES } from '../../shared/uploads'

export const UPLOAD_ACCEPT = [...DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',')
