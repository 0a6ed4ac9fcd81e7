/**
 * A draft record as store.ts writes it, checked when it is read back: it is outside input
 * (another version of the app, a full disk or a script on the origin may have left anything).
 * Apart from store.ts so that valibot loads only when there is a record to check.
 */
import * as v from 'valibot'
import { DRAFT_VERSION } from './store'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const size = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)))
const bytes = v.custom<ArrayBuffer>(
  (value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
)

const recordSchema = v.object({
  version: v.literal(DRAFT_VERSION),
  savedAt: v.pipe(v.number(), v.finite()),
  answers: v.unknown(),
  step: v.optional(text(200)),
  files: v.optional(
    v.pipe(
      v.array(
        v.object({
          id: text(200),
          field: text(100),
          name: text(500),
          type: text(100),
          data: bytes,
          width: size,
          height: size,
        }),
      ),
      v.maxLength(50),
    ),
  ),
})

export type DraftRecord = v.InferOutput<typeof recordSchema>

/** The record, or undefined when it is not one this version of the app wrote. */
export function checkRecord(raw: unknown): DraftRecord | undefined {
  const parsed = v.safeParse(recordSchema, raw)
  return parsed.success ? parsed.output : undefined
}
