import { createFileRoute } from '@tanstack/react-router'
import { ProductsPage } from '../../features/staff/components/ProductsPage'

// No staticData: every route's options ship with every page, public ones too; the page gives
// its own title.
export const Route = createFileRoute('/staff/products')({
  component: ProductsPage,
})
