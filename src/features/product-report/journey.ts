/**
 * Report a fake (`product/report`, src/shared/contracts/product-report-outline.ts): a buyer
 * tells the verify organisation of a product they believe fake. It opens from a product
 * check's answer with the code filled in (`/verify/report?code=…`), so its first page is the
 * product; the pages after it (where it was bought, what is wrong, the photos, a contact) are
 * in later.ts and load with the form's checks, so the first visit loads no other page's words.
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { productReportOutline } from '../../shared/contracts/product-report-outline'

export const productReport: Journey = defineJourney({
  id: 'product-report',
  contract: productReportOutline,
  title: msg`Report a fake`,
  path: '/verify/report',
  startPath: '/',
  steps: [
    {
      id: 'product',
      title: msg`Which product?`,
      intro: msg`Tell us about a product you think is fake. You can fill this in offline: it is sent when you are online.`,
      fields: [
        {
          path: 'productCode',
          control: 'text',
          label: msg`Product code`,
          hint: msg`The code printed on the product or its label, for example BWP100001`,
          width: 'medium',
          spellCheck: false,
        },
        { path: 'productName', control: 'text', label: msg`Product name` },
      ],
    },
  ],
  // A contact is optional: its page left empty sends none (given with the later pages).
  workedOut: () => import('./later').then(({ later, derive }) => ({ steps: later, derive })),
})
