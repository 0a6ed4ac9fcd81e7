import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { setFieldValue, useSubmitting } from './form-extras'
import { useLightForm } from './use-light-form'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const schema = v.object({ code: v.pipe(v.string(), v.minLength(3, 'Too short')) })

function CodeForm(props: {
  load: () => Promise<typeof schema>
  onValid: (values: { code: string }) => void
  onUnavailable: (retry: () => void) => void
}) {
  const form = useLightForm(props.load, ['code'], 'test')
  return (
    <form onSubmit={form.handleSubmit(props.onValid, props.onUnavailable)}>
      <label htmlFor="test-code">Code</label>
      <input id="test-code" {...form.field('code')} />
      {form.messages.code && <p>{form.messages.code}</p>}
      <button type="submit">Check</button>
    </form>
  )
}

function renderForm(load: () => Promise<typeof schema>) {
  const onValid = vi.fn()
  const onUnavailable = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <CodeForm load={load} onValid={onValid} onUnavailable={onUnavailable} />
    </I18nProvider>,
  )
  return { onValid, onUnavailable }
}

describe('a light form', () => {
  it('loads its schema only when a field is first focused, not with the page', async () => {
    const load = vi.fn(() => Promise.resolve(schema))
    const { onValid } = renderForm(load)
    expect(load).not.toHaveBeenCalled()
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Code'))
    expect(load).toHaveBeenCalledTimes(1)
    await user.type(screen.getByLabelText('Code'), 'ABCD')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ code: 'ABCD' }))
  })

  it('keeps the input and hands over a retry when the schema cannot load (offline)', async () => {
    let online = false
    const load = vi.fn(() =>
      online ? Promise.resolve(schema) : Promise.reject(new TypeError('Failed to fetch')),
    )
    const { onValid, onUnavailable } = renderForm(load)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Code'), 'ABCD')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1))
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('ABCD')

    online = true
    const retry = onUnavailable.mock.calls[0]![0] as () => void
    retry()
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ code: 'ABCD' }))
  })

  it('starts from its initial values, changes a field in place, and says while it submits', async () => {
    let finish = () => {}
    function Search() {
      const form = useLightForm(load, ['code'], 'search', { code: 'ABC' })
      const [submitting, busy] = useSubmitting()
      return (
        <form
          ref={form.ref}
          onSubmit={form.handleSubmit(() =>
            busy(() => new Promise<void>((done) => (finish = done))),
          )}
        >
          <label htmlFor="search-code">Code</label>
          <input id="search-code" {...form.field('code')} />
          <button type="button" onClick={() => setFieldValue(form.ref, 'code', 'XYZ')}>
            Replace
          </button>
          <button type="submit" disabled={submitting}>
            Check
          </button>
        </form>
      )
    }
    const load = () => Promise.resolve(schema)
    render(
      <I18nProvider i18n={i18n}>
        <Search />
      </I18nProvider>,
    )
    const user = userEvent.setup()
    const input = screen.getByLabelText<HTMLInputElement>('Code')
    expect(input.value).toBe('ABC')
    const replace = screen.getByRole('button', { name: 'Replace' })
    await user.click(replace)
    expect(input.value).toBe('XYZ')
    expect(document.activeElement).toBe(replace)
    const check = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Check' })
    await user.click(check())
    await waitFor(() => expect(check().disabled).toBe(true))
    finish()
    await waitFor(() => expect(check().disabled).toBe(false))
  })
})
