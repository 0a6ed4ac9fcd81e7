/**
 * Verification Sites (docs/api.md): `certifier/list` for the plain list, `certifier/search`
 * for a search, both paged and answering the list envelope (docs/design.md section 4).
 *
 * The calls are `silent`: the page handles its own failures. When the device is offline it
 * shows the list kept on the device with an inline notice, and a dialog on top of that would
 * only get in the way (see use-certifiers.ts).
 */
import { callList, type ListResult } from '../../gateway/client'
import type {
  Certifier,
  CertifierListRequest,
  CertifierSearchRequest,
} from '../../shared/schemas/verify'
import type { CertifierRequest } from './cache'

export type { Certifier }

export function fetchCertifiers(
  { query, page, pageSize }: CertifierRequest,
  signal?: AbortSignal,
): Promise<ListResult<Certifier>> {
  const options = { signal, silent: true }
  if (query === '') {
    const body: CertifierListRequest = { page, pageSize }
    return callList<Certifier>('certifier/list', body, options)
  }
  const body: CertifierSearchRequest = { query, page, pageSize }
  return callList<Certifier>('certifier/search', body, options)
}
