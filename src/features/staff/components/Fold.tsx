/**
 * A long section of a staff page that folds (details and summary, its heading inside the
 * summary): open on a wide screen, folded on a phone, where a case's answers and history made
 * the page some 8,500 px long and its decision hard to reach. Open or closed, the section is a
 * region named by its heading, and the person opens and closes it as they like.
 */
import { useState, type ReactNode } from 'react'

/** Wide enough to show a case in full: the width of the page's column. */
const WIDE = '(min-width: 48rem)'

interface Props {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  className?: string
  children: ReactNode
}

export function Fold({ id, title, className, children }: Props) {
  const [open, setOpen] = useState(() =>
    typeof matchMedia === 'function' ? matchMedia(WIDE).matches : true,
  )
  return (
    <section aria-labelledby={id} className={className}>
      <details
        className="staff-fold"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>
          <h2 id={id}>{title}</h2>
        </summary>
        {children}
      </details>
    </section>
  )
}
