/**
 * The PGSI explanation page (docs/design.md section 3): what the PGSI is, how it works, the four
 * categories (scoring.ts) and what each means, and that the answers never leave the
 * device. Static, so it works offline once the app has been opened.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'
import { PageTitle } from '../../../components/PageTitle'
import { ANSWERS, BANDS, MAX_SCORE, POINTS, QUESTION_IDS } from '../scoring'
import { ANSWER_LABELS, CATEGORIES } from '../texts'
import { useFormatNumber } from '../use-format-number'

export function PgsiExplanation() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const format = useFormatNumber()
  const questions = format(QUESTION_IDS.length)
  const months = format(12)
  const max = format(MAX_SCORE)
  const zero = format(0)
  const { helpline } = site

  const range = (min: number, top: number | undefined) => {
    const from = format(min)
    if (top === undefined) return t`${from} or more`
    if (top === min) return from
    const to = format(top)
    return t`${from} to ${to}`
  }

  return (
    <>
      <PageTitle />
      <p className="portal-lead">
        <Trans>
          A short self-check that helps you see whether gambling may be harming you, and how much.
        </Trans>
      </p>

      <h2>
        <Trans>What the PGSI is</Trans>
      </h2>
      <p>
        <Trans>
          The Problem Gambling Severity Index (PGSI) is a set of {questions} questions used in many
          countries to measure the risk of harm from gambling. It was published in Canada in 2001 by
          Jackie Ferris and Harold Wynne.
        </Trans>
      </p>
      <p>
        <Trans>It is a self-check, not a diagnosis. Only you see your answers.</Trans>
      </p>

      <h2>
        <Trans>How it works</Trans>
      </h2>
      <p>
        <Trans>
          Each of the {questions} questions is about the last {months} months. For each one, choose
          how often it has happened to you. Each answer gives points:
        </Trans>
      </p>
      <table className="portal-table">
        <caption className="visually-hidden">
          <Trans>Points for each answer</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Answer</Trans>
            </th>
            <th scope="col">
              <Trans>Points</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {ANSWERS.map((answer) => (
            <tr key={answer}>
              <td>{i18n._(ANSWER_LABELS[answer])}</td>
              <td>{format(POINTS[answer])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>
          Your score is the points of all the answers added up, from {zero} to {max}. The higher the
          score, the greater the risk that gambling is harming you.
        </Trans>
      </p>

      <h2>
        <Trans>What your score means</Trans>
      </h2>
      <table className="portal-table">
        <caption className="visually-hidden">
          <Trans>The four categories of the PGSI score</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Score</Trans>
            </th>
            <th scope="col">
              <Trans>Category</Trans>
            </th>
            <th scope="col">
              <Trans>What it means</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {BANDS.map((band) => (
            <tr key={band.category}>
              <td>{range(band.min, band.max)}</td>
              <th scope="row">{i18n._(CATEGORIES[band.category].name)}</th>
              <td>{i18n._(CATEGORIES[band.category].meaning)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>
        <Trans>Your answers stay on this device</Trans>
      </h2>
      <p>
        <Trans>
          The quiz works on this device, even without an internet connection. Your answers are never
          sent to us or to anyone else. They are kept on this device so you can come back to them,
          until you select Clear my answers in the quiz. If you share this device, clear your
          answers when you finish.
        </Trans>
      </p>

      <p>
        <Link className="button" to="/self-help/pgsi/quiz">
          <Trans>Take the PGSI quiz</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          To talk to someone now, call the free helpline <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      </p>
    </>
  )
}
