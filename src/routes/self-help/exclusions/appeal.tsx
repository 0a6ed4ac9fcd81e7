import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/exclusions/appeal')({
  staticData: { title: msg`Appeal an exclusion decision` },
  component: NotYetAvailable,
})
