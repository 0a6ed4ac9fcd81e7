/**
 * The register's answer, for a door: one sentence that says what to do, in a card whose
 * heading takes focus when it appears (a screen reader reads it at once; as the Verify
 * results do). Red for excluded, green for not on the register.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { appLocaleOf } from '../../../i18n/locales'
import { intlLocale } from '../../../shared/dates'
import { longDate } from '../../../shared/exclusion-period'
import type { RegisterAnswer } from '../register'

export function RegisterAnswerCard({
  answer,
  idNumber,
}: {
  answer: RegisterAnswer
  idNumber: string
}) {
  const { i18n } = useLingui()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const until = answer.excluded ? longDate(answer.until, intlLocale(appLocaleOf(i18n.locale))) : ''

  return (
    <section
      className={`card result register-answer ${answer.excluded ? 'card--warning register-answer--excluded' : 'card--ok'}`}
      aria-labelledby={id}
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="result__heading">
        {answer.excluded ? (
          <Trans>Excluded until {until}: do not let them in</Trans>
        ) : (
          <Trans>Not on the register</Trans>
        )}
      </h2>
      <p>
        {answer.excluded ? (
          <Trans>
            The person with the ID or passport number {idNumber} is excluded from gambling. Do not
            let them into the gaming area.
          </Trans>
        ) : (
          <Trans>
            Nobody with the ID or passport number {idNumber} is excluded from gambling today.
          </Trans>
        )}
      </p>
    </section>
  )
}
