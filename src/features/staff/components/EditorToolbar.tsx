/**
 * The toolbar of the description editor: exactly bold, italic, bulleted list, numbered list
 * and link (docs/design.md section 4a).
 *
 * Keyboard, as the WAI-ARIA toolbar pattern (APG "Toolbar"): the toolbar is one Tab stop; the
 * arrow keys, Home and End move between its buttons (roving tabindex), so a keyboard user does
 * not Tab through five buttons to reach the text. Each button has a visible name and says
 * whether it is on for the text at the cursor (`aria-pressed`). Buttons act on the editor and
 * give focus back to it, so typing goes on where it was.
 *
 * The link button opens a small form (LinkForm) under the toolbar rather than a browser
 * prompt: it can say in the page's language why an address is refused.
 */
import { useLingui } from '@lingui/react/macro'
import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { LinkForm } from './LinkForm'

type Tool = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link'
const TOOLS: readonly Tool[] = ['bold', 'italic', 'bulletList', 'orderedList', 'link']

export function EditorToolbar({ editor, controls }: { editor: Editor | null; controls: string }) {
  const { t } = useLingui()
  const [focused, setFocused] = useState(0)
  const [linking, setLinking] = useState(false)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool, current?.isActive(tool) ?? false])) as Record<
        Tool,
        boolean
      >,
  })

  const labels: Record<Tool, string> = {
    bold: t`Bold`,
    italic: t`Italic`,
    bulletList: t`Bulleted list`,
    orderedList: t`Numbered list`,
    link: t`Link`,
  }

  const run = (tool: Tool) => {
    if (!editor) return
    const chain = editor.chain().focus()
    if (tool === 'bold') chain.toggleBold().run()
    else if (tool === 'italic') chain.toggleItalic().run()
    else if (tool === 'bulletList') chain.toggleBulletList().run()
    else if (tool === 'orderedList') chain.toggleOrderedList().run()
    else setLinking(true)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? focused === last
          ? 0
          : focused + 1
        : event.key === 'ArrowLeft'
          ? focused === 0
            ? last
            : focused - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    setFocused(next)
    buttons.current[next]?.focus()
  }

  return (
    <>
      <div
        className="rich-editor__toolbar"
        role="toolbar"
        aria-label={t`Text formatting`}
        aria-controls={controls}
        onKeyDown={onKeyDown}
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-pressed={active?.[tool] ?? false}
            disabled={!editor}
            onFocus={() => setFocused(index)}
            onClick={() => run(tool)}
          >
            {labels[tool]}
          </button>
        ))}
      </div>
      {linking && editor && (
        <LinkForm
          editor={editor}
          onDone={() => {
            setLinking(false)
            editor.commands.focus()
          }}
        />
      )}
    </>
  )
}
