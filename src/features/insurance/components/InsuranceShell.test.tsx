import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FORM_KINDS, KINDS } from '../../../shared/contracts/kinds'
import { renderPage } from '../../../../tests/render-page'
import { InsuranceHeader } from './InsuranceShell'

const TITLE = msg`Member portal`

describe("the union's header", () => {
  it('links the first page of every form of the union', async () => {
    await renderPage(
      () => (
        <>
          <InsuranceHeader />
          <h1>Member portal</h1>
        </>
      ),
      TITLE,
    )
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    const pages = KINDS.filter((kind) => FORM_KINDS[kind].app === 'insurance').flatMap(
      (kind) => FORM_KINDS[kind].firstPages,
    )
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(links).toContain(page)
  })
})
