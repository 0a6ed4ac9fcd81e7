import { Trans } from '@lingui/react/macro'

/** An add-on's age band in words: "Up to 30", "31 to 40". */
export function AgeBand({ min, max }: { min: number; max: number }) {
  return min === 0 ? (
    <Trans>Up to {max}</Trans>
  ) : (
    <Trans>
      {min} to {max}
    </Trans>
  )
}
