import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../../components/NotYetAvailable'

export const Route = createFileRoute('/qr-verify/promotion/$code/$promo')({
  staticData: { title: msg`Verify Promotion`, name: 'ScamLock Promo Verified' },
  component: NotYetAvailable,
})
