import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LanguagePicker } from '../components/LanguagePicker'

export const Route = createFileRoute('/language')({
  staticData: { title: msg`Language` },
  component: LanguagePicker,
})
