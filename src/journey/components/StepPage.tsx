/**
 * One page of a journey (GOV.UK question pages): a Back link, the form's name above the page's
 * one question or topic, its fields, Continue. Continue checks this page only, with the
 * contract's schema (loaded at the first focus in the form); its errors show in the summary at
 * the top and by each field.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useCallback } from 'react'
import { ErrorSummary } from '../../components/form/ErrorSummary'
import { loadValidationOnFocus, useValidation } from '../../i18n/use-validation'
import { fieldId, visibleFields } from '../model'
import type { JourneyState } from '../use-journey'
import type { Journey, Step } from '../types'
import { errorTexts } from './errors'
import { FieldControl } from './FieldControl'
import { JourneyNotices } from './JourneyNotices'

interface Props {
  journey: Journey
  step: Step
  state: JourneyState
  returnToCheck: boolean
}

export function StepPage({ journey, step, state, returnToCheck }: Props) {
  const { i18n } = useLingui()
  const fields = visibleFields(journey, step, state.answers)
  // What the gateway refused (an entry being corrected), then what Continue found here.
  const errors = [
    ...state.refused.filter((error) => !state.shown.some((e) => e.path === error.path)),
    ...state.shown,
  ]
  // Refusals of an entry being corrected are on screen from the start.
  const validation = useValidation(errors.length > 0)
  const texts = errorTexts(i18n, fields, errors, validation)
  const { prepare } = state
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      loadValidationOnFocus(form)
      form?.addEventListener('focusin', prepare, { once: true })
    },
    [prepare],
  )
  const mine = [...texts].filter(([path]) =>
    fields.some((field) => path === field.path || path.startsWith(`${field.path}.`)),
  )

  return (
    <>
      <JourneyNotices journey={journey} state={state} />
      <ErrorSummary
        items={mine.map(([path, text]) => ({ fieldId: fieldId(journey, path), text }))}
      />
      {journey.lead && state.index === 0 && <journey.lead />}
      <span className="caption">{i18n._(journey.title)}</span>
      <h1 id="page-title">{i18n._(step.title)}</h1>
      {step.intro && <p>{i18n._(step.intro)}</p>}
      <form
        className="form"
        noValidate
        // The checks and the words for errors load on first use of the form, before Continue
        // needs them.
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault()
          void state.continueFrom(step, returnToCheck)
        }}
      >
        {fields.map((field) => (
          <FieldControl
            key={field.path}
            journey={journey}
            field={field}
            state={state}
            errors={texts}
          />
        ))}
        <button type="submit" className="button" disabled={state.busy}>
          <Trans>Continue</Trans>
        </button>
      </form>
    </>
  )
}
