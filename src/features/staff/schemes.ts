/**
 * Scheme editing (`staff/schemes/list | save`, docs/design.md section 4a): the union's schemes
 * as the edit pages load them, and the multipart save (text fields and the optional picture).
 */
import type { SchemeSaveFields, StaffScheme } from '../../shared/insurance/scheme-edit'
import { TEXT_NAMES } from './scheme-texts'
import { call } from '../../gateway/client'
import { guarded, staffCall } from './session'

export { schemeSaveSchema, type StaffScheme } from '../../shared/insurance/scheme-edit'

export function listStaffSchemes() {
  return staffCall<StaffScheme[]>('staff/schemes/list', {})
}

export function saveScheme(fields: SchemeSaveFields, image: File | undefined) {
  const form = new FormData()
  form.append('id', fields.id)
  // Every text, the empty translations too: empty removes one, as the form shows it empty.
  for (const name of TEXT_NAMES) form.append(name, fields[name] ?? '')
  form.append('version', String(fields.version))
  if (image) form.append('image', image, image.name)
  // Silent: the edit page says every outcome itself, in the person's language (its messages
  // are not in the shared table the message dialog translates with).
  return guarded(() => call<StaffScheme>('staff/schemes/save', form, { silent: true }))
}
