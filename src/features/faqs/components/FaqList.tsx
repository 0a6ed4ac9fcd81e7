/**
 * The FAQs page: an accessible disclosure list (WAI-ARIA APG "Disclosure for answers to
 * frequently asked questions"). Each question is a heading holding a button with
 * aria-expanded, so screen reader users can jump by heading and hear whether an answer is
 * shown; a "Show all" button opens every answer at once (GOV.UK accordion). A link to
 * #faq-<id> opens that answer. Static content: works offline once the app has been opened.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { buildFaqs } from '../faqs'

const answerId = (id: string) => `faq-${id}`

function openFromHash(ids: string[]): Set<string> {
  const hash = window.location.hash.slice(1)
  return new Set(ids.filter((id) => answerId(id) === hash))
}

export function FaqList() {
  const { i18n } = useLingui()
  const faqs = buildFaqs(i18n.locale)
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  // After the first render, which must match the prerendered page (every answer closed). The
  // ids are the same in every language.
  useEffect(() => {
    const linked = openFromHash(buildFaqs('en').map((faq) => faq.id))
    if (linked.size > 0) setOpen(linked)
  }, [])
  const allOpen = open.size === faqs.length

  function toggle(id: string) {
    setOpen((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Answers to common questions about the Self Help Portal. Select a question to show its
          answer.
        </Trans>
      </p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={allOpen}
          onClick={() => setOpen(allOpen ? new Set() : new Set(faqs.map((faq) => faq.id)))}
        >
          {allOpen ? <Trans>Hide all answers</Trans> : <Trans>Show all answers</Trans>}
        </button>
      </p>
      <ul className="faq-list">
        {faqs.map((faq) => {
          const expanded = open.has(faq.id)
          return (
            <li key={faq.id} className="faq">
              <h2 className="faq__question">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId(faq.id)}
                  onClick={() => toggle(faq.id)}
                >
                  {i18n._(faq.question)}
                </button>
              </h2>
              <div id={answerId(faq.id)} className="faq__answer" hidden={!expanded}>
                <p>{faq.answer}</p>
                {faq.more}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
