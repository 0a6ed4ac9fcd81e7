/** The pre-registration's page after its first (journey.ts): the photos and a document. */
import { msg } from '@lingui/core/macro'
import type { Step } from '../../journey/types'

export const later: readonly Step[] = [
  {
    id: 'files',
    title: msg`Photos and a document`,
    intro: msg`Both are optional, and help us check the product faster.`,
    fields: [
      {
        path: 'photos',
        control: 'file',
        label: msg`Photos of the product`,
        hint: msg`Up to 6 photos of the product and its label: JPG, PNG or WebP, at least 512 pixels wide and high. Large photos are made smaller on this device before they are sent.`,
      },
      {
        path: 'document',
        control: 'file',
        label: msg`Supporting document`,
        hint: msg`For example a certificate or a product leaflet: PDF, JPG, PNG or WebP, 10 MB at most.`,
      },
    ],
  },
]
