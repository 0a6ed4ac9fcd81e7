import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FaqList } from '../../features/faqs/components/FaqList'

export const Route = createFileRoute('/self-help/faqs')({
  staticData: { title: msg`Frequently asked questions` },
  component: FaqList,
})
