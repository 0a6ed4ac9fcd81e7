import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PromotionCheck } from '../../features/verify/components/PromotionCheck'

export const Route = createFileRoute('/verify/promotion')({
  staticData: { title: msg`Verify Promotion`, name: 'ScamLock Promo Verified' },
  component: PromotionCheck,
})
