/**
 * A labelled modal dialog on the native <dialog>: showModal() makes the rest of the page
 * inert (so focus stays inside) and Escape fires `cancel`. Focus returns to the element that
 * had it before, which Chromium does itself but older Safari does not. Tab wraps from the last
 * control to the first (and back): inert alone lets focus leave for the browser's own UI
 * after the last button (Chromium 156), and a keyboard user would then lose the dialog.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'

interface Props {
  open: boolean
  title: ReactNode
  children: ReactNode
  actions: ReactNode
  onCancel: () => void
  describedBy?: boolean
}

export function Modal({ open, title, children, actions, onCancel, describedBy }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const previous = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    dialog.addEventListener('keydown', trapTab)
    return () => {
      dialog.removeEventListener('keydown', trapTab)
      if (dialog.open) dialog.close()
      if (previous && document.contains(previous)) previous.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={describedBy ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <div id={bodyId} className="modal__body">
            {children}
          </div>
          <div className="modal__actions">{actions}</div>
        </>
      )}
    </dialog>
  )
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function trapTab(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return
  const items = [...this.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
