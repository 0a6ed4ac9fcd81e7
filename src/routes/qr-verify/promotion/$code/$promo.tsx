import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { QrPromotion } from '../../../../features/verify/components/QrPromotion'

export const Route = createFileRoute('/qr-verify/promotion/$code/$promo')({
  staticData: { title: msg`Verify Promotion`, name: 'ScamLock Promo Verified' },
  component: QrPromotionPage,
})

/** Checks the promotion named by the QR code as soon as the page opens. */
function QrPromotionPage() {
  const { code, promo } = Route.useParams()
  // A new scan on the same page is a new check: the key starts it afresh.
  return <QrPromotion key={`${code}/${promo}`} code={code} promo={promo} />
}
