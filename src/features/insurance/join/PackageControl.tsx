/**
 * The package of a join, chosen among the schemes kept on the device (so it works offline from
 * the last copy): one radio per package, named with its scheme, its premium and payout below.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { ChoiceFieldset } from '../../../components/form/ChoiceFieldset'
import type { CustomControlProps } from '../../../journey/types'
import { useLocalText } from '../local-text'
import { useMoney } from '../use-money'
import { useSchemes } from '../use-schemes'

export function PackageControl({ id, label, hint, error, value, onChange }: CustomControlProps) {
  const { t } = useLingui()
  const { schemes, pending } = useSchemes()
  const money = useMoney()
  const local = useLocalText()
  if (!schemes) {
    return (
      <p id={id} className="field__hint" role="status">
        {pending ? (
          <Trans>Loading the schemes…</Trans>
        ) : (
          <Trans>
            The schemes are not on this phone yet. Connect to the internet once and open this page
            again; after that it works offline.
          </Trans>
        )}
      </p>
    )
  }
  const options = schemes.flatMap((scheme) =>
    scheme.packages.map((item) => {
      const schemeTitle = local(scheme, 'title').text
      const title = local(item, 'title').text
      const premium = money(item.premium)
      const payout = money(item.payout)
      return {
        key: item.id,
        label: t`${schemeTitle}: ${title}`,
        hint: t`${premium} a month, pays ${payout}`,
        checked: value === item.id,
      }
    }),
  )
  return (
    <ChoiceFieldset
      {...{ id, hint, error, options }}
      legend={label}
      type="radio"
      onToggle={onChange}
    />
  )
}
