/**
 * What the staff forms share: the gateway's field messages put by their fields (an email
 * already in use, a wrong current password), and the "Show password" choice that turns the
 * password fields into plain text for someone who wants to check what they typed.
 */
import type { ReactNode } from 'react'
import { isGatewayError } from '../../../gateway/errors'

/**
 * Puts each `errors[]` entry of a 400 answer by its field, when the form has that field; says
 * whether any was put (the rest is for the page to say beside the form).
 */
export function showGatewayErrors(
  error: unknown,
  fields: readonly string[],
  setError: (field: string, problem: { message: string }) => void,
): boolean {
  if (!isGatewayError(error)) return false
  let shown = false
  for (const entry of error.errors) {
    const field = fields.find((name) => name === entry.path)
    if (field) {
      setError(field, { message: entry.message })
      shown = true
    }
  }
  return shown
}

export function ShowPasswords(props: {
  shown: boolean
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <label className="choice staff-show-password">
      <input type="checkbox" checked={props.shown} onChange={props.onToggle} />
      {props.children}
    </label>
  )
}
