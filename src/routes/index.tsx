import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProductCheck } from '../features/verify/components/ProductCheck'

export const Route = createFileRoute('/')({
  staticData: { title: msg`Verify Product`, name: 'ScamLock' },
  component: ProductCheck,
})
