import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ExclusionsIntro } from '../../../features/exclusions/components/ExclusionsIntro'

export const Route = createFileRoute('/self-help/exclusions/')({
  staticData: { title: msg`Exclusions` },
  component: ExclusionsIntro,
})
