/**
 * The description editor of a scheme (docs/design.md section 4a):
 * TipTap with exactly the extensions the allow-list
 * keeps (paragraphs, line breaks, bold, italic, bulleted and numbered lists, links) and
 * undo, so nothing can be typed or pasted that the gateway would then drop. Pasted markup is
 * parsed through the same schema: a heading or a table arrives as its text.
 *
 * Loaded only on the edit page (React.lazy in SchemeForm.tsx): TipTap and ProseMirror are
 * the heaviest code of the staff area and no public page ever needs them.
 *
 * Accessibility: the editable area is a labelled multi-line textbox with the field's hint and
 * error; the toolbar (EditorToolbar.tsx) follows the WAI-ARIA toolbar pattern; Ctrl+B and
 * Ctrl+I work as in any editor.
 */
import { Bold } from '@tiptap/extension-bold'
import { Document } from '@tiptap/extension-document'
import { HardBreak } from '@tiptap/extension-hard-break'
import { Italic } from '@tiptap/extension-italic'
import { Link as LinkMark } from '@tiptap/extension-link'
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list'
import { Paragraph } from '@tiptap/extension-paragraph'
import { Text } from '@tiptap/extension-text'
import { UndoRedo } from '@tiptap/extensions'
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect } from 'react'
import { EditorToolbar } from './EditorToolbar'
import { isAllowedLink } from '../../../shared/insurance/link-rule'

export interface RichTextEditorProps {
  id: string
  /** The id of the element naming the field (its label). */
  labelledBy: string
  describedBy: string | undefined
  invalid: boolean
  /** The language of the text, when it is not the page's. */
  lang?: string
  initialHtml: string
  /** The HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void
}

/** The editable area's attributes: a labelled multi-line textbox with its hint and error. */
function attributesOf(props: RichTextEditorProps): Record<string, string> {
  return {
    id: props.id,
    class: 'rich-editor__content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': props.labelledBy,
    ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
    ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(props.lang ? { lang: props.lang } : {}),
  }
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      Document,
      Paragraph,
      Text,
      Bold,
      Italic,
      HardBreak,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      UndoRedo,
      LinkMark.configure({
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        protocols: [],
        // Only what the gateway keeps: the link of a paste or a command otherwise goes.
        isAllowedUri: (url) => isAllowedLink(url),
        // No target, rel or class: the allow-list keeps href only.
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
    ],
    content: props.initialHtml,
    editorProps: { attributes: attributesOf(props) },
    onUpdate: ({ editor: changed }) => props.onChange(changed.isEmpty ? '' : changed.getHTML()),
  })

  // useEditor reads its options once: an error shown after a submit must reach the textbox too.
  const { invalid, describedBy } = props
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf(props) } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props is read for these two only
  }, [editor, invalid, describedBy])

  return (
    <div className={props.invalid ? 'rich-editor rich-editor--error' : 'rich-editor'}>
      <EditorToolbar editor={editor} controls={props.id} />
      <EditorContent editor={editor} />
    </div>
  )
}
