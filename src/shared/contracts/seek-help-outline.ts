/**
 * The outlines of the four seek-help requests (outline.ts); their contracts are in
 * seek-help.ts. JSON bodies, no files.
 */
import type { AnyContract } from './contract'
import { defineOutline, type Loose } from './outline'

/** The "Offense options" (docs/design.md section 4a), in the agreed order. */
export const OFFENSES = [
  'illegalGambling',
  'underAgeGambling',
  'gamblingWhileInExclusion',
  'impersonatingAnotherPlayer',
  'illegalGamblingEstablishment',
  'other',
] as const

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const

/** The four contracts are one module (seek-help.ts): one place that loads it. */
const contracts = () => import('./seek-help')

const isOther = (data: Loose) => data.natureOfOffense === 'other'
const named = (data: Loose) => data.anonymous === false

export const reportOutline = defineOutline({
  kind: 'report',
  call: 'reports/submit',
  area: 'reports',
  encoding: 'json',
  conditions: {
    otherOffense: { required: isOther, allowed: isOther },
    contact: { required: named, allowed: named },
  },
  optional: ['otherOffense', 'coordinates', 'contact', 'contact.contactPhone', 'contact.email'],
  files: {},
  load: (): Promise<AnyContract> => contracts().then((module) => module.reportContract),
})

export const complaintOutline = defineOutline({
  kind: 'complaint',
  call: 'complaints/submit',
  area: 'complaints',
  encoding: 'json',
  conditions: {},
  optional: ['email', 'idNumber', 'gamblingFacility'],
  files: {},
  load: (): Promise<AnyContract> => contracts().then((module) => module.complaintContract),
})

export const counsellingOutline = defineOutline({
  kind: 'counselling',
  call: 'counselling/request',
  area: 'counselling',
  encoding: 'json',
  conditions: {},
  optional: ['email', 'description'],
  files: {},
  load: (): Promise<AnyContract> => contracts().then((module) => module.counsellingContract),
})

export const talkOutline = defineOutline({
  kind: 'talk',
  call: 'talk/request',
  area: 'talk',
  encoding: 'json',
  conditions: {},
  optional: ['preferredTime', 'description'],
  files: {},
  load: (): Promise<AnyContract> => contracts().then((module) => module.talkContract),
})
