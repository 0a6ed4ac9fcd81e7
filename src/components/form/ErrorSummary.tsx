/**
 * The GOV.UK error summary of every form (ErrorSummaryBox.tsx draws it). Nothing is shown, and
 * nothing more is downloaded, until a form has a problem to show: a form's first page is held
 * to the route JavaScript budget (docs/design.md section 7), and most visits never see one.
 */
import { Suspense } from 'react'
import { lazyExtra } from '../lazy-extra'

export interface SummaryItem {
  /** The id of the field's input; none for a problem of the whole form (a refused sign-in). */
  fieldId?: string
  /** The message, already in the user's language. */
  text: string
}

const Box = lazyExtra(() => import('./ErrorSummaryBox').then((module) => module.default))

export function ErrorSummary(props: {
  items: readonly SummaryItem[]
  /** Changes on every submit (the light form's submitCount). */
  attempt?: number
}) {
  if (props.items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Box {...props} />
    </Suspense>
  )
}
