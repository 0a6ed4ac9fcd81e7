/**
 * "Check score": the score, its category in plain words, advice for that category, the
 * helpline as a tap-to-call link and the ways to get support. The heading takes focus, so
 * the result is what a screen reader reads next. Neutral styling: a score is not a verdict.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { site } from '../../../config/site'
import { MAX_SCORE, type Category } from '../scoring'
import { CATEGORIES } from '../texts'
import { useFormatNumber } from '../use-format-number'

export function PgsiResult({ score, category }: { score: number; category: Category }) {
  const { i18n } = useLingui()
  const format = useFormatNumber()
  const heading = useRef<HTMLHeadingElement>(null)
  const text = CATEGORIES[category]
  const points = format(score)
  const max = format(MAX_SCORE)
  const name = i18n._(text.name)
  const { helpline } = site

  // Focus for screen readers; the whole panel scrolled into view for everyone else.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'start' })
  }, [])

  return (
    <section className="card pgsi-result" aria-labelledby="pgsi-result-title">
      <h2 id="pgsi-result-title" ref={heading} tabIndex={-1}>
        <Trans>
          Your score is {points} out of {max}
        </Trans>
      </h2>
      <p className="pgsi-result__category">
        <Trans>Category: {name}</Trans>
      </p>
      <p>{i18n._(text.meaning)}</p>
      <p>{i18n._(text.advice)}</p>
      <p>
        <a className="button pgsi-result__call" href={`tel:${helpline}`}>
          <Trans>Call the free helpline {helpline}</Trans>
        </a>
      </p>
      <h3>
        <Trans>Get support</Trans>
      </h3>
      <ul>
        <li>
          <Link to="/self-help/contact/counselling">
            <Trans>Ask for counselling</Trans>
          </Link>
        </li>
        <li>
          <Link to="/self-help/contact/talk">
            <Trans>Talk to us: a responsible gambling officer</Trans>
          </Link>
        </li>
        <li>
          <Link to="/self-help/exclusions/self">
            <Trans>Exclude yourself from gambling places</Trans>
          </Link>
        </li>
      </ul>
      <p>
        <Trans>
          The PGSI is a self-check, not a diagnosis. Your answers and your score stay on this
          device.
        </Trans>
      </p>
    </section>
  )
}
