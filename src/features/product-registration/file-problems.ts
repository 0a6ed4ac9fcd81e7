/**
 * The words for a file the form could not take, loaded with the first pick (use-product-files.ts):
 * the shared messages, rules and validation table behind them are not the page's first load.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../../i18n/validation'
import { messageText } from '../../shared/messages'
import { LIMITS } from '../../shared/rules'
import { PRODUCT_FILES } from '../../shared/schemas/product-registration'
import type { Problem } from './files'

export const MAX_PHOTOS = PRODUCT_FILES.photos.max

export type FileField = 'photos' | 'document'

export function problemText(
  i18n: I18n,
  problem: Problem | 'tooMany',
  field: FileField,
  name: string,
): string {
  const text =
    problem === 'tooMany'
      ? validationMessage(i18n, messageText('photos.tooMany', { max: MAX_PHOTOS }))
      : problem === 'tooSmall'
        ? validationMessage(i18n, messageText('image.tooSmall', { min: LIMITS.image.min }))
        : problem === 'tooLarge'
          ? validationMessage(i18n, messageText('file.tooLarge', { max: 10 }))
          : problem === 'unreadable'
            ? i18n._(msg`The picture could not be opened. Choose a JPG, PNG or WebP picture.`)
            : field === 'photos'
              ? i18n._(msg`The selected file must be a JPG, PNG or WebP picture`)
              : validationMessage(i18n, messageText('file.type'))
  return i18n._(msg`${name}: ${text}`)
}
