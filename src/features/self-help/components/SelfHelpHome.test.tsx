/** The portal home: the helpline to tap, every service of the portal, honest about the rest. */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_GROUPS } from '../services'
import { renderPage } from '../../../../tests/render-page'
import { SelfHelpHome } from './SelfHelpHome'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const renderHome = () => renderPage(SelfHelpHome, msg`Self Help Portal`)

describe('Self Help Portal home', () => {
  it('puts the helpline first, as a link that calls 19777', async () => {
    await renderHome()
    const call = screen.getByRole('link', { name: 'Call the free helpline 19777' })
    expect(call.getAttribute('href')).toBe('tel:19777')
    const firstLink = screen.getAllByRole('link')[0]
    expect(firstLink).toBe(call)
  })

  it('offers every service of the portal', async () => {
    await renderHome()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    for (const title of [
      'Exclude yourself',
      'Exclude someone close to you',
      'Appeal an exclusion decision',
      'Cancel an exclusion',
      'Make a complaint',
      'Ask for counselling',
      'Report illegal gambling',
      'Take the PGSI quiz',
      'Talk to a responsible gambling officer',
      'Frequently asked questions',
      'Check an application',
    ]) {
      expect(titles).toContain(title)
    }
  })

  it('links the services the app has, and says plainly which it does not have yet', async () => {
    await renderHome()
    for (const service of SERVICE_GROUPS.flatMap((group) => group.services)) {
      const heading = screen.getByRole('heading', { level: 3, name: i18n._(service.title) })
      const item = heading.closest('li')!
      const link = within(heading).queryByRole('link')
      if (service.available) {
        expect(link?.getAttribute('href')).toBe(service.to)
        expect(item.textContent).not.toContain('Not available yet')
      } else {
        expect(link).toBeNull()
        expect(item.textContent).toContain('Not available yet')
        expect(within(item).getByRole('link', { name: '19777' }).getAttribute('href')).toBe(
          'tel:19777',
        )
      }
    }
  })

  it('tells the user what Quick exit does and does not do', async () => {
    await renderHome()
    const section = screen.getByRole('region', { name: 'Leaving this site quickly' })
    expect(section.textContent).toContain('press the Shift key three times')
    expect(section.textContent).toContain('does not delete your browsing history')
    expect(section.textContent).toContain('the forms you started in this portal')
    expect(within(section).getByRole('link', { name: 'outbox' }).getAttribute('href')).toBe(
      '/outbox',
    )
  })
})
