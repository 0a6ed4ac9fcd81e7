/**
 * `callerId/report` (docs/api.md): a call or message a person believes was a scam, on its
 * outline (scam-call-outline.ts). The number is read by the phone rule, as `callerId/check`
 * reads it, so a report and a check of the same number agree; the day and the time are
 * Botswana's, not in the future and at most a year back (src/shared/call-time.ts); a
 * contact, if given, is the report of a fake's.
 */
import * as v from 'valibot'
import { callWindow, parseTime } from '../call-time'
import { parseIsoDate } from '../insurance/age'
import { messageText as m } from '../messages'
import { early, phoneSchema } from '../rules'
import { defineContract } from './contract'
import { longText, optionalContact } from './fields'
import { scamCallOutline } from './scam-call-outline'

export const WHAT_WAS_SAID_MAX = 1000

const callDateSchema = early(
  v.pipe(
    v.string(m('callDate.required')),
    v.trim(),
    v.nonEmpty(m('callDate.required')),
    v.check((text) => parseIsoDate(text) !== undefined, m('callDate.invalid')),
    // ISO days compare as text.
    v.check((text) => text <= callWindow().latest.date, m('callDate.future')),
    v.check((text) => text >= callWindow().earliest, m('callDate.tooOld')),
  ),
)

const callTimeSchema = early(
  v.pipe(
    v.string(m('callTime.required')),
    v.trim(),
    v.nonEmpty(m('callTime.required')),
    v.check((text) => parseTime(text) !== undefined, m('callTime.invalid')),
    v.transform((text) => parseTime(text)!),
  ),
)

export const scamCallSchema = v.pipe(
  v.strictObject({
    callerNumber: phoneSchema,
    callDate: callDateSchema,
    callTime: callTimeSchema,
    whatWasSaid: longText('description', WHAT_WAS_SAID_MAX),
    contact: optionalContact,
  }),
  // Today, a time later than now is on the time, the answer to change; checked as soon as the
  // day and the time are each valid, so their page says it before the rest is filled in.
  v.forward(
    v.partialCheck(
      [['callDate'], ['callTime']],
      ({ callDate, callTime }) => {
        const { latest } = callWindow()
        return callDate !== latest.date || callTime <= latest.time
      },
      m('callTime.future'),
    ),
    ['callTime'],
  ),
)
export type ScamCallData = v.InferOutput<typeof scamCallSchema>

export const scamCallContract = defineContract(scamCallOutline, {
  schema: scamCallSchema,
  // No status check finds it (kinds.ts): staff contact the person, if they gave a contact.
  lookup: () => [],
})
