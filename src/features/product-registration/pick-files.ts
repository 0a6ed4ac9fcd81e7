/**
 * Taking the files a person picked: each photo or document prepared (files.ts) and, for what
 * cannot be taken, one message in the person's language. Loaded by use-product-files.ts when
 * a file is first picked: the picture code, the rules and the message table are not needed
 * to show the form (issue 13, the route budget).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../../i18n/validation'
import { messageText } from '../../shared/messages'
import { LIMITS } from '../../shared/rules'
import { PRODUCT_FILES } from '../../shared/schemas/product-registration'
import { prepareDocument, preparePhoto, type Picked, type Problem } from './files'

export type FileField = 'photos' | 'document'

export const MAX_PHOTOS = PRODUCT_FILES.photos.max

function problemText(i18n: I18n, problem: Problem | 'tooMany', field: FileField, name: string) {
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

/** The photos that fit beside the `held` ones, and the first problem met. */
export async function takePhotos(i18n: I18n, files: File[], held: number) {
  const taken: Picked[] = []
  let problem: string | undefined
  for (const file of files) {
    if (held + taken.length >= MAX_PHOTOS) {
      problem ??= problemText(i18n, 'tooMany', 'photos', file.name)
      break
    }
    const result = await preparePhoto(file)
    if (result.ok) taken.push(result.file)
    else problem ??= problemText(i18n, result.problem, 'photos', file.name)
  }
  return { taken, problem }
}

export async function takeDocument(i18n: I18n, file: File) {
  const result = await prepareDocument(file)
  return result.ok
    ? { file: result.file, problem: undefined }
    : { file: undefined, problem: problemText(i18n, result.problem, 'document', file.name) }
}
