/**
 * The amount deducted each month: not typed but the monthly total of the cover chosen
 * (catalogue-now.ts derives it), shown here so the member sees what they agree to. A member
 * past the retirement age who chose payroll deduction is told at once, on the device, with
 * the message the gateway would refuse it with; Continue then stops on this page with that
 * message by the choice itself (catalogue-now.ts, `joinProblems`), and it is not said twice.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useValidation } from '../../../i18n/use-validation'
import { todayInBotswana } from '../../../shared/insurance/age'
import { priceJoin } from '../../../shared/insurance/join-quote'
import type { CustomControlProps } from '../../../journey/types'
import { useMoney } from '../use-money'
import { deriveJoin, packageOf } from './catalogue-now'

export function DeductionAmount({ id, label, error, errors, answers }: CustomControlProps) {
  const { i18n: active } = useLingui()
  const money = useMoney()
  const data = deriveJoin(answers)
  const outcome = priceJoin(packageOf(data), data, todayInBotswana())
  const retired =
    outcome.ok || errors?.has('user.deductionSource')
      ? undefined
      : outcome.errors.find((problem) => problem.path === 'user.deductionSource')
  const amount = typeof data.deductionAmount === 'number' ? money(data.deductionAmount) : ''
  // The message's words load with the first message shown (use-validation.ts): English till then.
  const validation = useValidation(Boolean(retired))
  const problem = retired
    ? (validation?.validationMessage(active, retired) ?? retired.message)
    : error
  return (
    <div className={problem ? 'field field--error' : 'field'}>
      <p className="field__label" id={`${id}-label`}>
        {label}
      </p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <p
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-label ${id}`}
        className="quote-summary__total"
      >
        {amount ? (
          <Trans>{amount}, the monthly total of the cover you chose</Trans>
        ) : (
          <Trans>Choose a package and who it covers first.</Trans>
        )}
      </p>
    </div>
  )
}
