/**
 * How many characters are left in a text with a limit, once it is near it (the GOV.UK
 * character count: from 80 % of the limit, and "too many" past it). Drawn at once; told to a
 * screen reader politely, once typing pauses for a second, rather than at every key
 * (govuk-frontend character-count.mjs waits the same way). Loaded when a text first comes
 * near its limit: no first page needs it.
 */
import { Plural } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

const PAUSE_MS = 1000

function Count({ left }: { left: number }) {
  const over = -left
  return left >= 0 ? (
    <Plural
      value={left}
      one="You have # character remaining"
      other="You have # characters remaining"
    />
  ) : (
    <Plural
      value={over}
      one="You have # character too many"
      other="You have # characters too many"
    />
  )
}

export function CharacterCount({ length, max }: { length: number; max: number }) {
  const left = max - length
  const [said, setSaid] = useState(left)
  useEffect(() => {
    const timer = setTimeout(() => setSaid(left), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [left])
  return (
    <>
      <p
        className={left < 0 ? 'field__count field__count--over' : 'field__count'}
        aria-hidden="true"
      >
        <Count left={left} />
      </p>
      <p className="visually-hidden" aria-live="polite">
        <Count left={said} />
      </p>
    </>
  )
}
