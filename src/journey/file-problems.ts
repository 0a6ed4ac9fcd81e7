/**
 * The words for a file an upload field could not take. Loaded with the first refusal, not with
 * the page (components/FileControl.tsx): the shared messages, rules and validation table behind
 * them are not a form's first load (docs/design.md section 7), and a first page may ask for files.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../i18n/validation'
import { messageText } from '../shared/messages'
import { LIMITS } from '../shared/rules'
import type { UploadKind } from '../shared/uploads'
import type { PickProblem } from './files'

/** Why a file was not taken; `max`, how many the field holds at most. */
export function problemText(
  i18n: I18n,
  problem: PickProblem | 'tooMany',
  kind: UploadKind,
  max: number,
): string {
  switch (problem) {
    case 'tooMany':
      return validationMessage(
        i18n,
        messageText(kind === 'picture' ? 'photos.tooMany' : 'file.tooMany', { max }),
      )
    case 'tooSmall':
      return validationMessage(i18n, messageText('image.tooSmall', { min: LIMITS.image.min }))
    case 'tooLarge':
      return validationMessage(i18n, messageText('file.tooLarge', { max: 10 }))
    case 'unreadable':
      return i18n._(msg`The picture could not be opened. Choose a JPG, PNG or WebP picture.`)
    default:
      return kind === 'picture'
        ? i18n._(msg`The selected file must be a JPG, PNG or WebP picture`)
        : validationMessage(i18n, messageText('file.type'))
  }
}
