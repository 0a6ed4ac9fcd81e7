import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StorageWarning } from './status'

/** What a storage warning (storage.ts) tells the user. */
export const STORAGE_WARNINGS: Record<StorageWarning, MessageDescriptor> = {
  denied: msg`Your browser may delete submissions saved on this device if it runs short of space. Send them as soon as you can.`,
  low: msg`This device is running out of space. Send what is waiting, or free up space, before you add more photos.`,
  full: msg`There is not enough space on this device to save your submission. Free up some space, or attach fewer or smaller files, and try again.`,
}
