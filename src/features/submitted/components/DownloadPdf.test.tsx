/**
 * The download button as a person meets it: in the tab that submitted (the snapshot is
 * there) and in any other (it is not). The PDF maker itself is replaced here by one whose
 * finish the test controls, so the busy state can be seen; the real one is tested in
 * pdf/make.test.ts.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSnapshot } from '../../../journey/snapshot'
import type { PdfTexts } from '../pdf/texts'
import { THIRD_PARTY_FR } from '../pdf/testing/third-party-fr'
import { DownloadPdf } from './DownloadPdf'

const maker = vi.hoisted(() => ({
  calls: [] as Array<{ texts: PdfTexts; finish: (blob: Blob) => void; fail: () => void }>,
}))

vi.mock('../pdf', () => ({
  makeApplicationPdf: (_snapshot: unknown, texts: PdfTexts) =>
    new Promise<Blob>((resolve, reject) => {
      maker.calls.push({ texts, finish: resolve, fail: () => reject(new Error('no font')) })
    }),
}))

const snapshot = { ...THIRD_PARTY_FR, locale: 'en' }
let clicked: HTMLAnchorElement[] = []

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  sessionStorage.clear()
  maker.calls = []
  clicked = []
  URL.createObjectURL = vi.fn(() => 'blob:pdf')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this)
  })
})
afterEach(() => vi.restoreAllMocks())

/** axe's rules that need no layout (jsdom has none; the browser tests run the rest). */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => violation.id)
}

const show = (reference: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <main>
        <DownloadPdf reference={reference} delivery={{ state: 'waiting' }} />
      </main>
    </I18nProvider>,
  )

describe('Download your application (PDF)', () => {
  it('makes the PDF once, says it is working, and saves it as <reference>.pdf', async () => {
    saveSnapshot(snapshot)
    show('EX-7K3M9Q2P')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download your application (PDF)' }))

    const busy = await screen.findByRole('button', { name: 'Making your PDF…' })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(await violations(document.body)).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('Making your PDF…')
    await user.click(busy)
    expect(maker.calls).toHaveLength(1)
    expect(maker.calls[0]!.texts.reference).toBe('Reference number')

    maker.calls[0]!.finish(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))
    await screen.findByText(
      'Your PDF is ready: EX-7K3M9Q2P.pdf. You will find it with your downloads.',
    )
    expect(clicked).toHaveLength(1)
    expect(clicked[0]!.download).toBe('EX-7K3M9Q2P.pdf')
    expect(clicked[0]!.href).toBe('blob:pdf')
    expect(
      screen
        .getByRole('button', { name: 'Download your application (PDF)' })
        .getAttribute('aria-disabled'),
    ).toBeNull()
  })

  it('says so when the PDF cannot be made, and lets the person try again', async () => {
    saveSnapshot(snapshot)
    show('EX-7K3M9Q2P')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download your application (PDF)' }))
    await vi.waitFor(() => expect(maker.calls).toHaveLength(1))
    maker.calls[0]!.fail()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The PDF could not be made. Try again. Your submission is not affected by this.',
    )
    expect(clicked).toHaveLength(0)
    expect(await violations(document.body)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Download your application (PDF)' }))
    await vi.waitFor(() => expect(maker.calls).toHaveLength(2))
  })

  it('writes the sentences in the language of the answers, not of the page', async () => {
    saveSnapshot({ ...snapshot, locale: 'fr' })
    show('EX-7K3M9Q2P')
    await userEvent.setup().click(screen.getByRole('button', { name: /Download/ }))
    await vi.waitFor(() => expect(maker.calls).toHaveLength(1))
    expect(maker.calls[0]!.texts.reference).toBe('Numéro de référence')
    expect(maker.calls[0]!.texts.sent).toMatch(
      /^Enregistré sur cet appareil le .*, pas encore envoyé\.$/,
    )
  })

  it('says, by the button, to download it now: it cannot be made once the tab is closed', () => {
    saveSnapshot(snapshot)
    show('EX-7K3M9Q2P')
    const button = screen.getByRole('button', { name: 'Download your application (PDF)' })
    const warning = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(warning?.textContent).toBe(
      'Download your answers now if you want a copy. They are kept in this browser tab only: once you close it, the PDF cannot be made again.',
    )
  })

  it('explains, without a button, why another tab cannot make the PDF', async () => {
    saveSnapshot(snapshot)
    show('EX-AAAAAAAA')
    expect(screen.queryByRole('button')).toBeNull()
    expect(
      screen.getByText(/For your privacy, your answers are kept only in the browser tab/),
    ).toBeTruthy()
    expect(await violations(document.body)).toEqual([])
  })
})
