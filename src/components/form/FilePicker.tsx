/**
 * A file field that copies what the user picks at once (files.ts) and lists it with a Remove
 * button per file. The input is emptied after each pick, so picking the same file again after
 * removing it works, and the list, not the input, is what will be sent.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'

/** A file as the picker lists it: its name, its bytes, a picture's size. */
export interface ListedFile {
  name: string
  data: ArrayBuffer
  width?: number
  height?: number
}

interface Props {
  id: string
  label: ReactNode
  hint: ReactNode
  accept: string
  multiple?: boolean
  files: readonly ListedFile[]
  /** The message, already in the user's language. */
  error?: string
  busy: boolean
  onPick: (files: File[]) => void
  onRemove: (index: number) => void
}

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

export function FilePicker(props: Props) {
  const { id, label, hint, accept, multiple, files, error, busy, onPick, onRemove } = props
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <>
          <input
            id={id}
            type="file"
            className="field__input field__input--file"
            accept={accept}
            multiple={multiple}
            {...aria}
            onChange={(event) => {
              const picked = [...(event.currentTarget.files ?? [])]
              event.currentTarget.value = ''
              if (picked.length > 0) onPick(picked)
            }}
          />
          <p className="field__hint" aria-live="polite">
            {busy ? <Trans>Preparing your files…</Trans> : null}
          </p>
          {files.length > 0 && (
            <ul className="picked-files">
              {files.map((file, index) => {
                const size = kb(file.data.byteLength)
                const { name, width, height } = file
                return (
                  <li key={`${file.name}-${index}`}>
                    <span>
                      {width ? (
                        <Trans>
                          {name}, {width} × {height} pixels, {size} KB
                        </Trans>
                      ) : (
                        <Trans>
                          {name}, {size} KB
                        </Trans>
                      )}
                    </span>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => onRemove(index)}
                    >
                      <Trans>Remove</Trans> <span className="visually-hidden">{name}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </FieldFrame>
  )
}
