/**
 * The link button's form: the address for the selected text (or, with nothing selected, the
 * address becomes the link's text), Remove link when the cursor is in one, and Cancel. Only
 * absolute http, https and mailto addresses are taken (link-rule.ts), with a message saying
 * so; Escape cancels, Enter applies. Not a <form>: it sits inside the scheme's form, and a
 * nested form is not allowed in HTML.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Editor } from '@tiptap/react'
import { useState, type KeyboardEvent } from 'react'
import { FieldError } from '../../../components/form/FieldError'
import { isAllowedLink } from '../../../shared/insurance/link-rule'

export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useLingui()
  const current = (editor.getAttributes('link').href as string | undefined) ?? ''
  const [address, setAddress] = useState(current)
  const [error, setError] = useState<string>()

  const apply = () => {
    const href = address.trim()
    if (!isAllowedLink(href)) {
      setError(t`Enter a link that starts with https://, http:// or mailto:`)
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
    } else {
      chain.setLink({ href })
    }
    chain.run()
    onDone()
  }

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onDone()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault() // not the scheme form's submit
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onDone()
    }
  }

  return (
    <div className={error ? 'rich-editor__link field field--error' : 'rich-editor__link field'}>
      <label className="field__label" htmlFor="scheme-link">
        <Trans>Link address</Trans>
      </label>
      <p id="scheme-link-hint" className="field__hint">
        <Trans>For example https://union.example or mailto:funeral@union.example</Trans>
      </p>
      {error && <FieldError id="scheme-link-error" text={error} />}
      <input
        id="scheme-link"
        className="field__input"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        // The person opened this form to type here.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={address}
        aria-describedby={error ? 'scheme-link-hint scheme-link-error' : 'scheme-link-hint'}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setAddress(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className="staff-buttons">
        <button type="button" className="button" onClick={apply}>
          <Trans>Add link</Trans>
        </button>
        {current && (
          <button type="button" className="button button--secondary" onClick={remove}>
            <Trans>Remove link</Trans>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  )
}
