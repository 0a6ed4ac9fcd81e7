/**
 * `/self-help/status`: where an application or request has got to (issue 10, item 5). The
 * same words for a wrong number and an unknown reference (the gateway never says which half
 * was wrong); a refusal for too many tries, and being offline, are said on the page.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useLightForm } from '../../../components/form/use-light-form'
import { isGatewayError, isUnreachable } from '../../../gateway/gateway-error'
import { formatDate } from '../../../shared/dates'
import type { StatusAnswer } from '../check-status'
import { STATUS_KIND_LABELS, STATUS_LABELS } from '../status-labels'
import { appLocaleOf } from '../../../i18n/locales'

type Outcome = { found: StatusAnswer } | { problem: 'notFound' | 'tooMany' | 'offline' | 'failed' }

// The schema and the call load when the form is first used, not with the page (issue 13).
const FIELDS = ['reference', 'idNumber']
const operation = () => import('../check-status')
const schema = () => operation().then((module) => module.statusCheckSchema)

export function StatusCheck() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const form = useLightForm(schema, FIELDS, 'status')
  const { messages, summary } = form
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  const locale = appLocaleOf(i18n.locale)
  // After a check, focus goes to what it found, so that a screen reader reads it and the
  // keyboard goes on from there: the Check button is disabled while it works, which left focus
  // on the page's body.
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) result.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus()
  }, [outcome])

  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome(undefined)
      if (!navigator.onLine) return setOutcome({ problem: 'offline' })
      setBusy(true)
      try {
        setOutcome({ found: await (await operation()).checkStatus(values) })
      } catch (error) {
        const status = isGatewayError(error) ? error.status : 0
        setOutcome({
          problem:
            status === 404
              ? 'notFound'
              : status === 429
                ? 'tooMany'
                : isUnreachable(error)
                  ? 'offline'
                  : 'failed',
        })
      } finally {
        setBusy(false)
      }
    },
    // Offline before the form's checks had reached the device: nothing could be checked.
    () => setOutcome({ problem: 'offline' }),
  )

  const when = (iso: string) => formatDate(new Date(iso), 'dayMonthYearTime', locale)

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Enter the reference number you were given when you sent it, and the ID, passport or phone
          number you gave with it.
        </Trans>
      </p>
      <ErrorSummary items={summary} attempt={form.submitCount} />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          id="status-reference"
          label={t`Reference number`}
          hint={t`For example EX-7K3M9Q2P`}
          error={messages.reference}
          autoComplete="off"
          spellCheck={false}
          className="field__input--medium"
          registration={form.field('reference')}
        />
        <Field
          id="status-idNumber"
          label={t`ID, passport or phone number`}
          hint={t`The one you gave in the application or request`}
          error={messages.idNumber}
          autoComplete="off"
          className="field__input--medium"
          registration={form.field('idNumber')}
        />
        <button type="submit" className="button" disabled={busy}>
          <Trans>Check</Trans>
        </button>
      </form>
      <div ref={result}>
        {outcome && 'found' in outcome && (
          <div className="card">
            <h2 tabIndex={-1}>{outcome.found.reference}</h2>
            <dl>
              <dt>
                <Trans>What it is</Trans>
              </dt>
              <dd>
                {i18n._(STATUS_KIND_LABELS[outcome.found.kind] ?? STATUS_KIND_LABELS.unknown!)}
              </dd>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{i18n._(STATUS_LABELS[outcome.found.status])}</dd>
              <dt>
                <Trans>Sent</Trans>
              </dt>
              <dd>{when(outcome.found.submittedAt)}</dd>
              <dt>
                <Trans>Last updated</Trans>
              </dt>
              <dd>{when(outcome.found.updatedAt)}</dd>
            </dl>
          </div>
        )}
        {outcome && 'problem' in outcome && (
          <p className="card card--warning" tabIndex={-1}>
            {outcome.problem === 'notFound' ? (
              <Trans>
                We found nothing with that reference number and that ID, passport or phone number.
                Check both and try again. Something sent from a phone that was offline may not have
                arrived yet.
              </Trans>
            ) : outcome.problem === 'tooMany' ? (
              <Trans>You have tried many times. Please wait a minute and try again.</Trans>
            ) : outcome.problem === 'offline' ? (
              <Trans>You seem to be offline. Connect to the internet and check again.</Trans>
            ) : (
              <Trans>The check did not work this time. Please try again later.</Trans>
            )}
          </p>
        )}
      </div>
    </>
  )
}
