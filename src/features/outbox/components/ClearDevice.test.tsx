/**
 * "Clear this device": the confirm dialog says how many submissions would be lost; on OK every
 * key goes, then every draft and every entry, sent or not.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, get } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDraft, saveDraft } from '../../../drafts/store'
import { outboxDb, resetOutboxDb } from '../../../offline/db'
import { enqueue } from '../../../offline/outbox'
import { renderAt } from '../../../offline/test-render'
import { makeReference } from '../../../shared/reference'
import { KEYS_DB } from '../../../shared/sealed'
import { ClearDevice } from './ClearDevice'

const keys = createStore(KEYS_DB, 'keys')
const drafts = createStore('scamlock-drafts', 'drafts')

beforeEach(async () => {
  await outboxDb().delete()
  resetOutboxDb()
  localStorage.clear()
})

const submit = (reference = makeReference('report')) =>
  enqueue({
    reference,
    call: 'reports/submit',
    title: { id: 'Report' },
    fields: { fullName: 'Kabo' },
    files: [{ field: 'photos', name: 'a.jpg', type: 'image/jpeg', data: new ArrayBuffer(8) }],
  })

describe('Clear this device', () => {
  it('says how many submissions would be lost, and deletes keys, drafts and entries on OK', async () => {
    const user = userEvent.setup()
    const first = await submit()
    await submit()
    await saveDraft('insurance-join', { answers: { firstname: 'Mpho' } })
    renderAt('/outbox', '/outbox', ClearDevice)
    const button = await screen.findByRole('button', { name: 'Clear this device' })
    await waitFor(async () => {
      await user.click(button)
      const dialog = screen.getByRole('dialog')
      expect(
        within(dialog).getByText(/2 submissions have not been sent yet\. They will be lost/),
      ).toBeTruthy()
    })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await outboxDb().entries.count()).toBe(2)

    await user.click(button)
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear this device' }),
    )
    await screen.findByText('This device has been cleared.')
    expect(await get(`outbox:${first.reference}`, keys)).toBeUndefined()
    expect(await get('draft:insurance-join', keys)).toBeUndefined()
    expect(await outboxDb().entries.count()).toBe(0)
    expect(await outboxDb().files.count()).toBe(0)
    expect(await get('insurance-join', drafts)).toBeUndefined()
    expect(await loadDraft('insurance-join')).toBeUndefined()
  })
})
