/**
 * `/staff/register`: the register check at a facility's door (docs/decisions.md, "The register
 * check"), made for a phone held in one hand: one field for the ID or passport number, one
 * button, and an answer that says what to do. Typing again takes the old answer away, so an
 * answer on the screen always belongs to the number in the field.
 *
 * `proofScan`: the scanner of an exclusion's proof, given by the route (a feature never imports
 * another); a proof says what was true when it was issued, so the page says that the register
 * has the final word and asks for the number from the person's ID card.
 */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { ErrorSummary } from '../../../components/form/ErrorSummary'
import { Field } from '../../../components/form/Field'
import { useSubmitting } from '../../../components/form/form-extras'
import { useLightForm } from '../../../components/form/use-light-form'
import { PageTitle } from '../../../components/PageTitle'
import { isGatewayError } from '../../../gateway/errors'
import { checkRegister, registerCheckSchema, type RegisterAnswer } from '../register'
import { useSession } from '../session'
import { signInFailure } from '../sign-in-failure'
import { showGatewayErrors } from './form-parts'
import { RegisterAnswerCard } from './RegisterAnswerCard'

const FIELDS = ['idNumber']
const schema = () => Promise.resolve(registerCheckSchema)

/** The wait after too many checks (Retry-After), with each language's plurals. */
const waitText = (i18n: I18n, seconds: number) =>
  i18n._(
    msg`${plural(seconds, {
      one: 'Too many checks in a minute. Try again in # second.',
      other: 'Too many checks in a minute. Try again in # seconds.',
    })}`,
  )

/** The page's title, given here rather than in the route (src/routes/staff/register.tsx). */
const TITLE = msg`Check the register`

interface Checked {
  answer: RegisterAnswer
  idNumber: string
  /** A new key for each check: the card remounts and its heading takes focus again. */
  serial: number
}

export function RegisterPage({ proofScan }: { proofScan?: ReactNode }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const session = useSession()
  const form = useLightForm(schema, FIELDS, 'register')
  const [submitting, busy] = useSubmitting()
  const [checked, setChecked] = useState<Checked>()
  const [refused, setRefused] = useState<string[]>([])
  const { messages, summary, onChange } = form

  const clear = useCallback(() => {
    setChecked(undefined)
    setRefused([])
  }, [])
  useEffect(() => onChange(clear), [onChange, clear])

  const onSubmit = form.handleSubmit(({ idNumber }) =>
    busy(async () => {
      clear()
      try {
        const answer = await checkRegister(idNumber)
        setChecked((previous) => ({ answer, idNumber, serial: (previous?.serial ?? 0) + 1 }))
      } catch (error) {
        if (isGatewayError(error) && error.status === 429) {
          setRefused([waitText(i18n, Math.max(1, Math.ceil(error.retryAfter ?? 60)))])
        } else if (!showGatewayErrors(error, FIELDS, form.setError)) {
          setRefused(signInFailure(i18n, error))
        }
      }
    }),
  )

  const facility = session.status === 'signed-in' ? session.me.facilityName : undefined

  return (
    <div className="register">
      <PageTitle title={TITLE} />
      {facility && <p className="register__facility">{facility}</p>}
      <ErrorSummary
        items={[...summary, ...refused.map((text) => ({ text }))]}
        attempt={form.submitCount}
      />
      <form ref={form.ref} className="form register__form" noValidate onSubmit={onSubmit}>
        <Field
          id="register-idNumber"
          label={t`ID or passport number`}
          hint={t`As printed on the person’s ID card or passport.`}
          error={messages.idNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          registration={form.field('idNumber')}
        />
        <button type="submit" className="button" disabled={submitting}>
          <Trans>Check</Trans>
        </button>
      </form>
      {checked && (
        <RegisterAnswerCard
          key={checked.serial}
          answer={checked.answer}
          idNumber={checked.idNumber}
        />
      )}
      {proofScan && (
        <section className="register__proof" aria-labelledby="register-proof-title">
          <h2 id="register-proof-title">
            <Trans>Scan a proof</Trans>
          </h2>
          <p>
            <Trans>
              A person may show the QR code of their exclusion letter. It says what was true when
              the letter was issued: an exclusion can be extended or cancelled since, so the
              register has the final word. Type the number from the person’s ID card above to check
              it.
            </Trans>
          </p>
          {proofScan}
        </section>
      )}
    </div>
  )
}
