/**
 * The text questions of the pre-registration, in two groups: the company, and the product
 * (with the code the maker prints on it, by which buyers will check it).
 */
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro, Trans } from '@lingui/react/macro'
import type { LightForm } from '../../../components/form/use-light-form'
import { Field } from '../../../components/form/Field'
import { Select } from '../../../components/form/Select'
import { TextArea } from '../../../components/form/TextArea'
import { PRODUCT_CATEGORIES } from '../../../shared/product-categories'
import { CATEGORY_LABELS } from '../categories'
import { FIELD_ID, type FieldName } from '../fields'

interface Props {
  /** The light form's `field(name)`: the input's name, listeners and starting value. */
  field: LightForm<unknown>['field']
  messages: Partial<Record<string, string>>
}

export function RegistrationFields({ field: register, messages }: Props) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const field = (name: FieldName) => ({
    id: `${FIELD_ID}-${name}`,
    error: messages[name],
    registration: register(name),
  })

  return (
    <>
      <fieldset className="form-group">
        <legend>
          <Trans>Your company</Trans>
        </legend>
        <Field {...field('companyName')} label={t`Company name`} autoComplete="organization" />
        <Field
          {...field('contactName')}
          label={t`Contact person`}
          hint={t`Who we contact about this registration`}
          autoComplete="name"
        />
        <Field
          {...field('email')}
          label={t`Email address`}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <Field
          {...field('phone')}
          label={t`Phone number`}
          hint={t`For example +267 71 234 567`}
          type="tel"
          autoComplete="tel"
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>
          <Trans>The product</Trans>
        </legend>
        <Field {...field('productName')} label={t`Product name`} />
        <Field
          {...field('productCode')}
          label={t`Product code`}
          hint={t`The code you print on the product or its label, which buyers will check: 6 to 12 letters and numbers, for example BWP100001`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Field {...field('brand')} label={t`Brand`} />
        <Select
          {...field('category')}
          label={t`Category`}
          placeholder={t`Choose a category`}
          options={PRODUCT_CATEGORIES.map((value) => ({
            value,
            label: i18n._(CATEGORY_LABELS[value]),
          }))}
        />
        <Field
          {...field('batch')}
          label={t`Batch number or serial range`}
          hint={t`For example LOT 2026-04, or SN 10000 to 10999`}
        />
        <TextArea
          {...field('description')}
          label={t`Description`}
          hint={t`What the product is, its size or weight, and how it is packed`}
        />
      </fieldset>
    </>
  )
}
