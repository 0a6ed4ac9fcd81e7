/**
 * What the portal's forms say about their answers, against their contracts: every limit a
 * page shows is the schema's own (a text of that length passes, one character more does not),
 * and no error of an empty page speaks in the words of a rule rather than of its question
 * ("Enter the gambling facility" under "Which gambling places should this apply to?").
 */
import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  appeal,
  cancellation,
  selfExclusion,
  thirdPartyExclusion,
} from '../../src/features/exclusions/journeys'
import { productRegistration } from '../../src/features/product-registration/whole'
import { productReport } from '../../src/features/product-report/whole'
import { scamCall } from '../../src/features/scam-call/whole'
import { claim } from '../../src/features/claims/whole'
import { complaint, counselling, report, talk } from '../../src/features/seek-help/journeys'
import { loadValidation } from '../../src/i18n/use-validation'
import { loadChecks } from '../../src/journey/checks'
import { errorTexts } from '../../src/journey/components/errors'
import { dataOf, setAt, visibleFields } from '../../src/journey/model'
import type { Answers, Journey } from '../../src/journey/types'
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'

const JOURNEYS: Array<[Journey, Answers]> = [
  [selfExclusion, SAMPLE_DATA.exclusion],
  [
    thirdPartyExclusion,
    {
      ...SAMPLE_DATA.exclusion,
      player: { ...SAMPLE_DATA.exclusion.applicant, idNumber: '555444333' },
      relationship: 'spouse',
      description: 'It has cost the family its savings.',
    },
  ],
  [appeal, { ...SAMPLE_DATA.exclusion, exclusionReferenceNumber: 'EXC12345', description: 'x' }],
  [cancellation, { ...SAMPLE_DATA.exclusion, exclusionReferenceNumber: 'EXC12345' }],
  [report, SAMPLE_DATA.report],
  [complaint, SAMPLE_DATA.complaint],
  [counselling, SAMPLE_DATA.counselling],
  [talk, SAMPLE_DATA.talk],
  [productRegistration, SAMPLE_DATA.productRegistration],
  [productReport, SAMPLE_DATA.productReport],
  [scamCall, SAMPLE_DATA.scamCall],
  [claim, SAMPLE_DATA.claim],
]

const withoutFixed = (journey: Journey, sample: Answers) => {
  const answers = { ...sample }
  for (const key of Object.keys(journey.fixed ?? {})) delete answers[key]
  return answers
}

describe.each(JOURNEYS.map(([journey, sample]) => [journey.id, journey, sample] as const))(
  'the form %s',
  (_, journey, sample) => {
    const limited = journey.steps
      .flatMap((step) => step.fields)
      .filter((field) => field.control === 'textarea' && field.maxLength)

    it.each(limited.map((field) => [field.path, field]))(
      'shows the limit of %s that its contract holds',
      async (path, field) => {
        const contract = await journey.contract.load()
        const max = field.control === 'textarea' ? field.maxLength! : 0
        const at = (length: number) =>
          dataOf(journey, setAt(withoutFixed(journey, sample), path, 'x'.repeat(length)))
        const issues = (length: number) =>
          (v.safeParse(contract.schema, at(length)).issues ?? []).filter(
            (issue) => issue.path?.map((item) => item.key).join('.') === path,
          )
        expect(issues(max)).toEqual([])
        expect(issues(max + 1)).toHaveLength(1)
      },
    )

    it('speaks of its questions in its errors, not of its rules', async () => {
      const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
      const [checks, validation] = await Promise.all([loadChecks(journey), loadValidation()])
      const texts = journey.steps.flatMap((step) => {
        const fields = visibleFields(journey, step, {})
        return [...errorTexts(i18n, fields, checks.stepErrors(step, {}, []), validation).values()]
      })
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) {
        expect(text).not.toMatch(
          /gambling facility|the player|^Enter a description$|nature of the offence|^Select a file$|anonymous|Answer this question/,
        )
      }
    })
  },
)
