import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContactIntro } from '../../../features/seek-help/components/ContactIntro'

export const Route = createFileRoute('/self-help/contact/')({
  staticData: { title: msg`Seek Help / Contact Us` },
  component: ContactIntro,
})
