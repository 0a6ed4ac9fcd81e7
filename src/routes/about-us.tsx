import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AboutUs } from '../features/about/components/AboutUs'

export const Route = createFileRoute('/about-us')({
  staticData: { title: msg`About Us` },
  component: AboutUs,
})
