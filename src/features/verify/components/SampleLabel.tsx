import { Trans } from '@lingui/react/macro'

/** Seeded demo records are marked as such wherever they are shown (docs/design.md section 5). */
export function SampleLabel({ sample }: { sample?: boolean }) {
  if (!sample) return null
  return (
    <p className="result__sample">
      <Trans>Sample record, for trying the app</Trans>
    </p>
  )
}
