/**
 * A scheme's picture: the rule said before anything is chosen (square, 512 to 1920 px, PNG,
 * JPG or WebP), the current picture and then the chosen one as a preview, and the rule
 * checked on the device as soon as a file is chosen, with the very messages the gateway
 * gives (src/shared/insurance/scheme-messages.ts), so nobody waits for an upload to learn the picture is not
 * square. The gateway checks the decoded bytes again.
 *
 * The file is decoded with createImageBitmap (no <img> of an unchecked file in the page);
 * the preview is an object URL (CSP img-src allows blob:), revoked when replaced.
 */
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { FieldFrame } from '../../../components/form/FieldFrame'
import { schemeMessage } from '../../../shared/insurance/scheme-messages'
import { messageText } from '../../../shared/messages'
import { LIMITS } from '../../../shared/rules'
import { acceptOf, PICTURE_TYPES } from '../../../shared/uploads'
import { schemeText } from '../scheme-messages'

/** The English message for a file that breaks the rule (the gateway's); undefined if fine. */
export async function pictureProblem(file: File): Promise<string | undefined> {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
    return schemeMessage('schemeImage.type')
  let size: { width: number; height: number }
  try {
    const bitmap = await createImageBitmap(file)
    size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
  } catch {
    return schemeMessage('schemeImage.type')
  }
  // The words of rules.ts's imageSizeSchema (used as is, it would add an export to a chunk
  // every public form loads).
  const { min, max } = LIMITS.image
  if (Math.min(size.width, size.height) < min) return messageText('image.tooSmall', { min })
  if (Math.max(size.width, size.height) > max) return messageText('image.tooLarge', { max })
  if (size.width !== size.height) return schemeMessage('schemeImage.notSquare')
  return undefined
}

interface Props {
  id: string
  currentUrl: string
  /** The message, already in the user's language (the device's check or the gateway's). */
  error: string | undefined
  onPick: (file: File | undefined, problem: string | undefined) => void
}

export function SchemeImageField({ id, currentUrl, error, onPick }: Props) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const [preview, setPreview] = useState<string>()

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  return (
    <FieldFrame
      id={id}
      label={t`Picture (optional)`}
      hint={t`A square picture, 512 to 1920 pixels wide and high: PNG, JPG or WebP. Leave it empty to keep the current picture.`}
      error={error}
    >
      {(aria) => (
        <>
          <figure className="scheme-image__preview">
            <img src={preview ?? currentUrl} alt="" width={160} height={160} />
            <figcaption>
              {preview ? <Trans>The new picture</Trans> : <Trans>The current picture</Trans>}
            </figcaption>
          </figure>
          <input
            id={id}
            type="file"
            className="field__input field__input--file"
            accept={acceptOf('picture')}
            {...aria}
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0]
              if (!file) {
                setPreview(undefined)
                onPick(undefined, undefined)
                return
              }
              const problem = await pictureProblem(file)
              setPreview(problem ? undefined : URL.createObjectURL(file))
              onPick(problem ? undefined : file, problem && schemeText(i18n, problem))
            }}
          />
        </>
      )}
    </FieldFrame>
  )
}
