/** The regulator's status check sends a union reference to the member portal's own check. */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '../../../../tests/render-page'
import { StatusCheck } from './StatusCheck'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('the portal’s status check', () => {
  it('sends an MB- reference to the member portal’s status check', async () => {
    await renderPage(StatusCheck, msg`Check an application`)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Reference number'), 'mb-7k3m9q2p')
    await user.type(screen.getByLabelText('ID, passport or phone number'), '412345678')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    const link = await screen.findByRole('link', { name: 'Check it in the member portal' })
    expect(link.getAttribute('href')).toBe('/insurance/status')
  })
})
