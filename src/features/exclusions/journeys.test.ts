/**
 * The four exclusion forms say what their contract decides (src/shared/contracts): a question
 * the contract lets go unanswered is marked "(optional)" by the journey layer, and no label,
 * hint or page introduction of a required one says it may be left out.
 */
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { isOptional, visibleFields, visibleSteps } from '../../journey/model'
import type { Journey } from '../../journey/types'
import { cancellation } from './cancel-journey'
import { appeal, selfExclusion, thirdPartyExclusion } from './journeys'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const JOURNEYS = [selfExclusion, thirdPartyExclusion, appeal, cancellation]
// The words that tell a person they may leave something out.
const LEAVE_OUT = /if you have|if you know|only if|not needed|leave out|what you know/i

/** Every field shown for a complete application, with whether it may be left empty. */
function fieldsOf(journey: Journey) {
  const answers = { relationship: 'other', hadReferenceNumber: true }
  return visibleSteps(journey, answers).flatMap((step) =>
    visibleFields(journey, step, answers).map((field) => ({
      step,
      field,
      optional: isOptional(journey, field, answers),
      words: [field.label, field.hint].filter(Boolean).map((d) => i18n._(d!)),
    })),
  )
}

describe.each(JOURNEYS.map((journey) => [journey.id, journey] as const))('%s', (_, journey) => {
  it('never tells a person to leave out a required answer', () => {
    for (const { field, optional, words } of fieldsOf(journey)) {
      if (!optional) for (const text of words) expect(text, field.path).not.toMatch(LEAVE_OUT)
    }
  })

  it('says answers may be left out only of a person some of whose answers may be', () => {
    for (const step of journey.steps) {
      if (!step.intro || !LEAVE_OUT.test(i18n._(step.intro))) continue
      const person = step.fields[0]!.path.split('.')[0]
      const answers = fieldsOf(journey).filter((item) => item.field.path.startsWith(`${person}.`))
      expect(
        answers.some((item) => item.optional),
        step.id,
      ).toBe(true)
    }
  })
})

describe('a third-party application', () => {
  const optional = (path: string) =>
    fieldsOf(thirdPartyExclusion).find((item) => item.field.path === path)?.optional

  it('needs what identifies the other person and marks the rest optional', () => {
    for (const path of ['fullName', 'idNumber', 'gender', 'ageRange', 'district', 'location'])
      expect(optional(`player.${path}`), path).toBe(false)
    for (const path of ['residentialAddress', 'postalAddress', 'contactPhone', 'email', 'fax'])
      expect(optional(`player.${path}`), path).toBe(true)
  })

  it('keeps the paper application form optional', () => {
    expect(optional('applicationForm')).toBe(true)
  })
})

describe('an appeal', () => {
  it('asks for the reference number of the decision, required', () => {
    const reference = fieldsOf(appeal).find(
      (item) => item.field.path === 'exclusionReferenceNumber',
    )
    expect(reference?.optional).toBe(false)
  })
})
