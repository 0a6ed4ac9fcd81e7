/**
 * Controls that exist only while the camera runs, and only where they mean something: a
 * picker when the device has more than one camera, a torch switch when the running camera has
 * a torch (phones' back cameras; laptops have none, and a switch that does nothing misleads).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { CameraChoice } from './engine'

interface Props {
  cameras: CameraChoice[]
  cameraId: string | undefined
  torch: { available: boolean; on: boolean }
  onCamera: (deviceId: string) => void
  onTorch: () => void
}

export function CameraControls({ cameras, cameraId, torch, onCamera, onTorch }: Props) {
  const { t } = useLingui()
  const pickerId = useId()
  return (
    <>
      {cameras.length > 1 && (
        <div className="scanner__picker">
          <label htmlFor={pickerId}>
            <Trans>Camera</Trans>
          </label>
          <select
            id={pickerId}
            value={cameraId ?? ''}
            onChange={(event) => onCamera(event.currentTarget.value)}
          >
            {cameraId === undefined && <option value="" />}
            {cameras.map((camera, index) => {
              const number = index + 1
              return (
                <option key={camera.id} value={camera.id}>
                  {camera.label || t`Camera ${number}`}
                </option>
              )
            })}
          </select>
        </div>
      )}
      {torch.available && (
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={torch.on}
          onClick={onTorch}
        >
          <Trans>Torch</Trans>
        </button>
      )}
    </>
  )
}
