/**
 * The nine FAQs about the portal's services (docs/design.md section 3): the four
 * exclusions, the documents needed, confidentiality, counselling, reporting and the helpline.
 * Every statement is grounded in docs/design.md; nothing the documents leave open (helpline
 * hours) is claimed. The exclusion as a service (its period, extending it, support persons,
 * reminders, the facilities' register, the proof, a cancellation's cooling-off) is said where a
 * person asks about it: in the answers on self-exclusion, third-party exclusion and ending one
 * (docs/decisions.md, "Exclusion periods"). Answers hold links, so they are JSX built here,
 * each one translated message.
 *
 * What an application needs is the contract's to decide (src/shared/contracts/exclusion-outline.ts):
 * the documents answer lists what each kind needs from EXCLUSION_NEEDS (needs.tsx), and
 * faqs.test.tsx checks that table, and what the answers say of the reference number and of the
 * other person's details, against the contract.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { site } from '../../config/site'
import { appLocaleOf, formatNumber } from '../../shared/dates'
import { ExclusionNeedsList } from './needs'

export interface Faq {
  /** Stable, for the answer's id and the page's #hash. */
  id: string
  question: MessageDescriptor
  /** The answer's first paragraph. */
  answer: ReactNode
  /** What follows it, if anything: lists, more paragraphs. */
  more?: ReactNode
}

/** The FAQs, in their order; `locale` formats the numbers in them. */
export function buildFaqs(locale: string): Faq[] {
  const { helpline } = site
  const tenMegabytes = formatNumber(10, appLocaleOf(locale))
  return [
    {
      id: 'self-exclusion',
      question: msg`What is self-exclusion, and how do I apply?`,
      answer: (
        <Trans>
          Self-exclusion is a request you make to the regulator to be barred from gambling places,
          to help you stop gambling. Apply with the{' '}
          <Link to="/self-help/exclusions/self">self-exclusion application</Link>, or call the
          helpline <a href={`tel:${helpline}`}>{helpline}</a> for help with it.
        </Trans>
      ),
      more: (
        <>
          <p>
            <Trans>
              You choose how long it lasts: 6 months, 1 year, 2 years or 5 years. It starts on the
              day it is approved. While it lasts, you can make it longer on the{' '}
              <Link to="/self-help/status">status page</Link> with your reference number, but you
              cannot make it shorter.
            </Trans>
          </p>
          <p>
            <Trans>
              You can name up to 5 people you trust, such as a relative or a counsellor, to support
              you. We tell them when your exclusion is approved, shortly before it ends and if you
              ask to cancel it, and nothing else about you.
            </Trans>
          </p>
          <p>
            <Trans>
              We send you a message by SMS and email, in the language you applied in, when your
              exclusion is approved and 30 days and 7 days before it ends.
            </Trans>
          </p>
          <p>
            <Trans>
              Licensed gambling places check the regulator’s register at the door with your ID or
              passport number. They learn only whether you are excluded and until when, and every
              check is recorded. Once your exclusion is approved, the status page also shows your
              proof of exclusion as a QR code and lets you download your exclusion letter; the proof
              can be checked without a network.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'third-party',
      question: msg`Can I ask for someone else to be excluded?`,
      answer: (
        <Trans>
          Yes. If gambling is harming someone close to you, such as your spouse, parent or child,
          you can apply for them to be excluded. This is a{' '}
          <Link to="/self-help/exclusions/third-party">third-party exclusion</Link>. You give your
          own details, how you are related and why you are applying. Of the other person we need
          their name, ID or passport number, gender, age, district and town or village; give their
          address, phone number and email address if you know them.
        </Trans>
      ),
      more: (
        <p>
          <Trans>
            Once the exclusion is approved, we tell the person by SMS or email, if you gave their
            phone number or email address, that they have been excluded and that they can{' '}
            <Link to="/self-help/exclusions/appeal">appeal</Link> within 14 days.
          </Trans>
        </p>
      ),
    },
    {
      id: 'appeal',
      question: msg`Can I appeal an exclusion decision?`,
      answer: (
        <Trans>
          Yes. If you disagree with a decision about an exclusion,{' '}
          <Link to="/self-help/exclusions/appeal">appeal it</Link>. An appeal is about one decision,
          so give the exclusion reference number of that decision, and explain why you are
          appealing. If you cannot find the number, call the helpline{' '}
          <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      ),
    },
    {
      id: 'cancel',
      question: msg`How do I end an exclusion?`,
      answer: (
        <Trans>
          <Link to="/self-help/exclusions/cancel">Apply to cancel it</Link>. Give the exclusion
          reference number of the exclusion you want to end; if you cannot find it, call the
          helpline <a href={`tel:${helpline}`}>{helpline}</a>. The regulator reviews every request,
          and the exclusion stays in place until a decision is made.
        </Trans>
      ),
      more: (
        <p>
          <Trans>
            You can ask only once the exclusion has lasted 6 months, and you need a report from a
            counsellor: <Link to="/self-help/contact/counselling">counselling is free</Link>. Once
            approved, the cancellation takes effect 7 days later, and until then you can withdraw it
            on the <Link to="/self-help/status">status page</Link>. We tell you, and the people
            supporting you, when you ask and when it takes effect.
          </Trans>
        </p>
      ),
    },
    {
      id: 'documents',
      question: msg`What documents do I need to apply?`,
      answer: (
        <Trans>
          It depends on the application: the list below says what each one needs, and what you can
          add if you have it. Photos taken with your phone are fine; each file can be a PDF, JPEG,
          PNG or WebP of up to {tenMegabytes} MB.
        </Trans>
      ),
      more: <ExclusionNeedsList />,
    },
    {
      id: 'confidentiality',
      question: msg`Who can see what I send?`,
      answer: (
        <Trans>
          Only the regulator’s staff who handle applications can see what you send and the documents
          you upload, and every time staff open a document it is recorded. To check an application
          you need both your ID or passport number and your reference number, so nobody can look it
          up with one alone. The PGSI quiz is different: your answers never leave your device.
        </Trans>
      ),
    },
    {
      id: 'counselling',
      question: msg`How do I get counselling?`,
      answer: (
        <Trans>
          <Link to="/self-help/contact/counselling">Ask for counselling</Link> in this portal, or
          call the helpline <a href={`tel:${helpline}`}>{helpline}</a>. If you are not sure whether
          you need it, the <Link to="/self-help/pgsi/quiz">PGSI quiz</Link> can help you think about
          your gambling.
        </Trans>
      ),
    },
    {
      id: 'report',
      question: msg`How do I report illegal gambling?`,
      answer: (
        <Trans>
          Use the <Link to="/self-help/contact/report">report form</Link>. You can report illegal
          gambling machines, underage gambling, someone gambling while excluded, someone pretending
          to be another player, an illegal gambling place, or anything else. Say what happened and
          where. You get a reference number for your report.
        </Trans>
      ),
    },
    {
      id: 'helpline',
      question: msg`What is the helpline?`,
      answer: (
        <Trans>
          The helpline <a href={`tel:${helpline}`}>{helpline}</a> is toll-free. Call it to talk
          about your own gambling or someone else’s, to get help, or to ask about any service in
          this portal.
        </Trans>
      ),
    },
  ]
}
