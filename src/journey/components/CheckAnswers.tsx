/**
 * "Check your answers" (GOV.UK pattern): every answer that applies, page by page, each with a
 * Change link back to its page (which returns here), then Submit. For an entry the service
 * refused, its messages head the page and mark the rows they concern. Reached by Back after
 * submitting, with nothing typed since, it says the form was sent, with its reference.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ErrorSummary } from '../../components/form/ErrorSummary'
import { useValidation } from '../../i18n/use-validation'
import { summarize } from '../summary'
import { completeJourney, completedNow } from '../worked-out'
import { CHECK_STEP } from '../search'
import type { JourneyState } from '../use-journey'
import type { Journey } from '../types'
import { errorTexts } from './errors'
import { JourneyNotices } from './JourneyNotices'
import { forgetSent, sentReference } from '../sent'

export function CheckAnswers({ journey, state }: { journey: Journey; state: JourneyState }) {
  // Back after submitting finds nothing typed (the draft went with the submit): the page says
  // it was sent, with its reference, rather than offering an empty form to submit.
  const blank = Object.keys(state.answers).length === 0 && state.files.length === 0
  const sent = blank ? sentReference(journey.id) : undefined
  return sent ? (
    <Sent journey={journey} state={state} reference={sent} />
  ) : (
    <Summary journey={journey} state={state} />
  )
}

function Sent({
  journey,
  state,
  reference,
}: {
  journey: Journey
  state: JourneyState
  reference: string
}) {
  const { i18n } = useLingui()
  return (
    <>
      <span className="caption">{i18n._(journey.title)}</span>
      <h1 id="page-title">
        <Trans>You have submitted this form</Trans>
      </h1>
      <p>
        <Trans>
          Your reference number is <strong className="reference">{reference}</strong>.
        </Trans>
      </p>
      <p>
        <Link to="/submitted/$reference" params={{ reference }}>
          <Trans>See whether it has been delivered and what happens next</Trans>
        </Link>
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          forgetSent(journey.id)
          void state.startAgain()
        }}
      >
        <Trans>Fill in the form again</Trans>
      </button>
    </>
  )
}

function Summary({ journey, state }: { journey: Journey; state: JourneyState }) {
  const { i18n } = useLingui()
  // Read back with what the journey works out (a join's package and amount). It has loaded
  // with the checks, mostly; when it cannot be fetched, the answers read as given.
  const [complete, setComplete] = useState(() => completedNow(journey))
  useEffect(() => {
    if (!complete) completeJourney(journey).then(setComplete, () => setComplete(journey))
  }, [complete, journey])
  const sections = complete ? summarize(i18n, complete, state.answers, state.files) : []
  const fields = journey.steps.flatMap((step) => step.fields)
  const validation = useValidation(state.refused.length > 0)
  const refused = errorTexts(i18n, fields, state.refused, validation)
  const rowOf = (path: string) =>
    sections.flatMap((section) => section.rows).find((row) => path.startsWith(row.path))
  // Saving on the device failed: nothing was sent and the answers stay (the draft keeps them).
  // A full device is said as such, with what to do (src/offline/storage.ts).
  const [problem, setProblem] = useState<MessageDescriptor>()
  const send = () => {
    setProblem(undefined)
    state.submit().catch(async (error: unknown) => {
      const [storage, warnings] = await Promise.all([
        import('../../offline/storage'),
        import('../../offline/storage-warnings'),
      ]).catch(() => [])
      setProblem(
        storage && warnings && error instanceof storage.OutboxFullError
          ? warnings.STORAGE_WARNINGS.full
          : msg`Your answers could not be saved on this device. Please try again.`,
      )
    })
  }

  return (
    <>
      <JourneyNotices journey={journey} state={state} />
      <ErrorSummary
        items={[...refused].map(([path, text]) => ({
          fieldId: `${rowOf(path)?.id ?? path}-row`,
          text,
        }))}
      />
      <span className="caption">{i18n._(journey.title)}</span>
      <h1 id="page-title">
        <Trans>Check your answers before sending</Trans>
      </h1>
      {sections.map((section) => (
        <section key={section.stepId}>
          <h2>{section.title}</h2>
          <dl className="summary-list">
            {section.rows.map((row) => {
              const problem = [...refused].find(([path]) => path.startsWith(row.path))?.[1]
              return (
                <div
                  key={row.path}
                  id={`${row.id}-row`}
                  tabIndex={-1}
                  className="summary-list__row"
                >
                  <dt className="summary-list__key">{row.label}</dt>
                  <dd className="summary-list__value">
                    {problem && <p className="field__error">{problem}</p>}
                    {row.lines.map((line, index) => (
                      <span key={index} className="summary-list__line">
                        {line}
                      </span>
                    ))}
                  </dd>
                  <dd className="summary-list__actions">
                    <Link
                      to={journey.path as never}
                      // The question itself gets focus on its page (src/router.ts), not the
                      // page's main content: the person came to change that one answer.
                      hash={row.id}
                      search={
                        {
                          step: section.stepId,
                          return: CHECK_STEP,
                          ...(state.correcting ? { correct: state.correcting } : {}),
                        } as never
                      }
                    >
                      <Trans>Change</Trans>
                      <span className="visually-hidden"> {row.label}</span>
                    </Link>
                  </dd>
                </div>
              )
            })}
          </dl>
        </section>
      ))}
      <h2>
        <Trans>Now send your answers</Trans>
      </h2>
      <p>
        <Trans>
          Your answers are saved on this device first and sent as soon as you are online. You get a
          reference number at once.
        </Trans>
      </p>
      {problem && (
        <p className="card card--warning" role="alert">
          {i18n._(problem)}
        </p>
      )}
      <button type="button" className="button" disabled={state.busy} onClick={send}>
        {state.correcting ? <Trans>Submit again</Trans> : <Trans>Submit</Trans>}
      </button>
    </>
  )
}
