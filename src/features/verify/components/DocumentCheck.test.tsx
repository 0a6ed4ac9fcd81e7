import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages } from '../../../gateway/status'
import { readHistory } from '../history'
import { DocumentCheck } from './DocumentCheck'
import { answerWith, renderPage, sentJson } from './testing'

beforeEach(() => {
  clearMessages()
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

// jsdom's FormData refuses Node's File (see tests/setup.ts); a stand-in records the parts.
class RecordingFormData {
  readonly parts = new Map<string, unknown>()
  append(name: string, value: unknown) {
    this.parts.set(name, value)
  }
}

describe('Verify Document', () => {
  it('checks by reference and shows the masked holder', async () => {
    const fetchMock = answerWith({
      data: {
        verdict: 'genuine',
        document: {
          reference: 'DOC00012345',
          type: 'Certificate of registration',
          issuer: 'Sample Authority',
          issuedAt: '2025-06-01',
          holder: 'K**** M****',
          status: 'VALID',
        },
      },
    })
    const user = userEvent.setup()
    await renderPage(DocumentCheck)
    await user.type(screen.getByLabelText('Document reference'), 'doc00012345')
    await user.click(screen.getByRole('button', { name: 'Check document' }))
    const heading = await screen.findByRole('heading', { name: 'This document is on the register' })
    expect(within(heading.closest('section')!).getByText('K**** M****')).toBeTruthy()
    expect(sentJson(fetchMock)).toEqual({ reference: 'DOC00012345' })
  })

  it('refuses a wrong type on the device, with the message by the field', async () => {
    const fetchMock = answerWith({ data: { verdict: 'genuine' } })
    const user = userEvent.setup({ applyAccept: false })
    await renderPage(DocumentCheck)
    const input = screen.getByLabelText('Document file')
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    await user.click(screen.getByRole('button', { name: 'Upload and check' }))
    const summary = await screen.findByRole('alert')
    const message = 'The selected file must be a PDF, JPG, PNG or WebP'
    expect(within(summary).getByRole('link', { name: message }).getAttribute('href')).toBe(
      '#upload-file',
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for a file when none is chosen', async () => {
    answerWith({ data: { verdict: 'genuine' } })
    const user = userEvent.setup()
    await renderPage(DocumentCheck)
    await user.click(screen.getByRole('button', { name: 'Upload and check' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Select a file')
  })

  it('uploads a PDF as `file` and explains a file that matches nothing', async () => {
    vi.stubGlobal('FormData', RecordingFormData)
    const fetchMock = answerWith({ data: { verdict: 'not_found' } })
    const user = userEvent.setup()
    await renderPage(DocumentCheck)
    const pdf = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Document file'), pdf)
    await user.click(screen.getByRole('button', { name: 'Upload and check' }))
    const heading = await screen.findByRole('heading', { name: 'We could not find this document' })
    expect(heading.closest('section')!.textContent).toContain('This file does not match')
    const body = fetchMock.mock.calls[0]?.[1].body as unknown as RecordingFormData
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/documents/authenticate')
    expect((body.parts.get('file') as File).name).toBe('letter.pdf')
    // A file name can be personal: uploads are not kept in the history.
    expect(readHistory()).toEqual([])
  })

  it('shows one error summary at a time across its two forms', async () => {
    answerWith({ data: { verdict: 'genuine' } })
    const user = userEvent.setup()
    await renderPage(DocumentCheck)
    await user.click(screen.getByRole('button', { name: 'Check document' }))
    await screen.findByText('Enter the document reference', { selector: 'a' })
    await user.click(screen.getByRole('button', { name: 'Upload and check' }))
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1))
    expect(screen.getByRole('alert').textContent).toContain('Select a file')
  })
})
