/**
 * An upload field of the contract: what the user picks is prepared on the device (a picture
 * resized, checked for its size and stripped of its metadata: ../files.ts) and kept as bytes
 * in the draft. A file that cannot be taken says why, once, by the field.
 */
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { FilePicker } from '../../components/form/FilePicker'
import { validationMessage } from '../../i18n/validation'
import { messageText } from '../../shared/messages'
import { LIMITS } from '../../shared/rules'
import { acceptOf } from '../../shared/uploads'
import type { PickProblem } from '../files'
import type { JourneyState } from '../use-journey'
import type { FileField, Journey } from '../types'

interface Props {
  journey: Journey
  field: FileField
  state: JourneyState
  id: string
  label: string
  hint?: string
  error?: string
}

export function FileControl({ journey, field, state, id, label, hint, error }: Props) {
  const { i18n } = useLingui()
  const rule = journey.contract.files[field.path]
  if (!rule) return null
  const max = rule.max ?? 1
  const mine = state.files.filter((file) => file.field === field.path)
  const failure = state.fileFailures.find((item) => item.field === field.path)

  const problemText = (problem: PickProblem) => {
    switch (problem) {
      case 'tooSmall':
        return validationMessage(i18n, messageText('image.tooSmall', { min: LIMITS.image.min }))
      case 'tooLarge':
        return validationMessage(i18n, messageText('file.tooLarge', { max: 10 }))
      case 'unreadable':
        return i18n._(msg`The picture could not be opened. Choose a JPG, PNG or WebP picture.`)
      default:
        return rule.kind === 'picture'
          ? i18n._(msg`The selected file must be a JPG, PNG or WebP picture`)
          : validationMessage(i18n, messageText('file.type'))
    }
  }
  const name = failure?.name ?? ''
  const picked = failure ? problemText(failure.problem) : undefined
  const shown = picked ? i18n._(msg`${name}: ${picked}`) : error

  return (
    <FilePicker
      id={id}
      label={label}
      hint={hint}
      accept={acceptOf(rule.kind)}
      multiple={max > 1}
      files={mine}
      error={shown}
      busy={state.busy}
      onPick={(files) => void state.addFiles(field.path, rule.kind, files, max)}
      onRemove={(index) => {
        const file = mine[index]
        if (file) state.removeFile(file.id)
      }}
    />
  )
}
