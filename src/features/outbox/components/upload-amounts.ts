/**
 * How much of an entry's files the gateway already has (the sender's per-file record on the
 * entry, src/offline/db.ts `uploaded`), and sizes in megabytes in the active language.
 */
import { useCallback } from 'react'
import { useAppLocale } from '../../../i18n/locales'
import { formatNumber } from '../../../shared/dates'
import { MB } from '../../../shared/uploads'
import type { OutboxEntry } from '../../../offline/outbox'

/**
 * Each file's size and bytes sent, in the order attached; undefined before the first upload
 * (or after a correction replaced the files, until the next one starts).
 */
export function fileProgress(
  entry: OutboxEntry,
): Array<{ size: number; sent: number }> | undefined {
  const { uploaded } = entry
  if (!uploaded || uploaded.length !== entry.fileCount) return undefined
  const total = uploaded.reduce((sum, file) => sum + file.size, 0)
  return total === entry.bytes ? uploaded : undefined
}

/** The bytes of an entry's files the gateway does not have yet. */
export function bytesToSend(entry: OutboxEntry): number {
  if (entry.state === 'delivered' || entry.fileCount === 0) return 0
  const sent = (fileProgress(entry) ?? []).reduce((sum, file) => sum + file.sent, 0)
  return Math.max(0, entry.bytes - sent)
}

/**
 * "3.2" (megabytes, one decimal at most; 0.1 for anything above nothing). `down` for bytes
 * sent, so that a file is never shown as all sent before its last byte is.
 */
export function useFormatMegabytes() {
  const locale = useAppLocale()
  return useCallback(
    (bytes: number, down = false) => {
      const tenths = down ? Math.floor((bytes * 10) / MB) : Math.round((bytes * 10) / MB)
      const value = bytes > 0 && !down ? Math.max(tenths, 1) / 10 : tenths / 10
      return formatNumber(value, locale, { maximumFractionDigits: 1 })
    },
    [locale],
  )
}
