/**
 * The words of a decision (decision-words.ts) cover every kind the status check can answer, in
 * every state; a report is never approved, and every refusal names a way on.
 */
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { STATUS_CHECK_KINDS } from '../shared/contracts/status'
import { CASE_KINDS, CASE_STATUSES, DECISIONS } from '../shared/schemas/staff-cases'
import { DECISION_WORDS, decisionWords } from './decision-words'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('the words of a decision', () => {
  it('cover every kind of the portal’s queues, which the status check answers', () => {
    const portal = [
      ...CASE_KINDS.exclusions,
      ...CASE_KINDS.reports,
      ...CASE_KINDS.complaints,
      ...CASE_KINDS.counselling,
      ...CASE_KINDS.talk,
    ]
    expect([...STATUS_CHECK_KINDS].sort()).toEqual(portal.sort())
    expect(Object.keys(DECISION_WORDS).sort()).toEqual(portal.sort())
    for (const kind of portal) {
      const words = decisionWords(kind)!
      for (const status of CASE_STATUSES) {
        const { status: title, means, next } = words.public[status]
        for (const text of [title, means, next]) expect(i18n._(text)).not.toBe('')
      }
      for (const decision of DECISIONS) expect(i18n._(words.staff[decision].choice)).not.toBe('')
    }
    expect(decisionWords('productRegistration')).toBeUndefined()
  })

  it('never say a report was approved, to the reporter or to staff', () => {
    const { report } = DECISION_WORDS
    const texts = [
      ...CASE_STATUSES.flatMap((status) => Object.values(report.public[status])),
      ...DECISIONS.flatMap((decision) => Object.values(report.staff[decision])),
    ].map((text) => i18n._(text))
    for (const text of texts) expect(text).not.toMatch(/approv/i)
    expect(i18n._(report.public.APPROVED.status)).toMatch(/closed/)
    expect(i18n._(report.public.REJECTED.status)).toMatch(/closed/)
  })

  it('name a way on after every refusal: an appeal for an exclusion, else the helpline', () => {
    for (const [kind, words] of Object.entries(DECISION_WORDS)) {
      const next = i18n._(words.public.REJECTED.next)
      if (['exclusion-self', 'exclusion-third-party', 'exclusion-cancel'].includes(kind))
        expect(next, kind).toMatch(/appeal/)
      expect(next, kind).toMatch(/19777|new report|new complaint/)
    }
  })
})
