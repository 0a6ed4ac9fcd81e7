import { createFileRoute } from '@tanstack/react-router'
import { DeductionsPage } from '../../features/staff/components/DeductionsPage'

// No staticData: every route's options ship with every page, public ones too; the page gives
// its own title.
export const Route = createFileRoute('/staff/deductions')({
  component: DeductionsPage,
})
