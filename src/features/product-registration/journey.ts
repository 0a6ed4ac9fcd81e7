/**
 * Product pre-registration (`product/register`, docs/design.md section 4) as a journey over its
 * contract (src/shared/contracts/product-registration-outline.ts): what a maker or importer
 * gives so that buyers can check the product is genuine. A page of questions, the company's
 * then the product's (with the code the maker prints on it, by which buyers check it), then a
 * page for its photos and a document, neither required (later.ts, loaded with the form's checks:
 * the file controls are not the first visit's download); the layer adds Check your answers, the
 * draft on the device, the correction of a refused entry and the outbox (src/journey/).
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { productRegistrationOutline } from '../../shared/contracts/product-registration-outline'
import { PRODUCT_CATEGORIES } from '../../shared/product-categories'
import { CATEGORY_LABELS } from './categories'

export const productRegistration: Journey = defineJourney({
  // Also the draft's key, as it was for the page this journey replaced: a draft kept on a
  // device before the change comes back.
  id: 'product-pre-registration',
  contract: productRegistrationOutline,
  title: msg`Product pre-registration`,
  path: '/product-pre-registration',
  startPath: '/',
  // The code is what a buyer checks: the confirmation quotes it, also once delivered.
  summary: (data) => ({ productCode: String(data.productCode) }),
  steps: [
    {
      id: 'product',
      title: msg`Register a product`,
      intro: msg`Makers and importers: register a product before it goes on sale, so that buyers can check it is genuine. You can fill this in offline: it is sent when you are online.`,
      fields: [
        {
          path: 'companyName',
          control: 'text',
          label: msg`Company name`,
          autoComplete: 'organization',
        },
        {
          path: 'contactName',
          control: 'text',
          label: msg`Contact person`,
          hint: msg`Who we contact about this registration`,
          autoComplete: 'name',
        },
        {
          path: 'email',
          control: 'text',
          type: 'email',
          label: msg`Email address`,
          autoComplete: 'email',
          spellCheck: false,
        },
        {
          path: 'phone',
          control: 'text',
          type: 'tel',
          label: msg`Phone number`,
          hint: msg`For example +267 71 234 567`,
          autoComplete: 'tel',
          width: 'medium',
        },
        { path: 'productName', control: 'text', label: msg`Product name` },
        {
          path: 'productCode',
          control: 'text',
          label: msg`Product code`,
          hint: msg`The code you print on the product or its label, which buyers will check: 6 to 12 letters and numbers, for example BWP100001`,
          width: 'medium',
          spellCheck: false,
        },
        { path: 'brand', control: 'text', label: msg`Brand` },
        {
          path: 'category',
          control: 'select',
          label: msg`Category`,
          options: PRODUCT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
        },
        {
          path: 'batch',
          control: 'text',
          label: msg`Batch number or serial range`,
          hint: msg`For example LOT 2026-04, or SN 10000 to 10999`,
        },
        {
          path: 'description',
          control: 'textarea',
          label: msg`Description`,
          hint: msg`What the product is, its size or weight, and how it is packed`,
          // The contract's DESCRIPTION_MAX (tests/unit/form-limits.test.ts holds them equal).
          maxLength: 2000,
          // Of this question, as every journey's errors are, not the shared rule's words.
          messages: { 'description.required': msg`Enter a description of the product` },
        },
      ],
    },
  ],
  workedOut: () => import('./later').then(({ later }) => ({ steps: later })),
})
