/**
 * `schemes/list` (docs/design.md section 4a): the union's schemes with their packages and add-ons.
 * Silent: the pages handle failure themselves, showing the copy kept on the device with the
 * time it was fetched (use-schemes.ts); offline is a normal state here, not a dialog.
 */
import { call } from '../../gateway/client'
import { isUnreachable } from '../../gateway/gateway-error'
import type { FuneralScheme } from '../../shared/insurance/types'

export type { FuneralScheme }

// For use-schemes.ts, which loads this module after the page is on screen.
export { isUnreachable }

export function listSchemes(signal?: AbortSignal): Promise<FuneralScheme[]> {
  return call<FuneralScheme[]>('schemes/list', {}, { signal, silent: true })
}
