/**
 * The only module that imports html5-qrcode (about 108 KiB gzipped, measured): the scanner
 * dialog imports this file dynamically, so none of it is in the first load (docs/design.md 7).
 *
 * We use the library's `Html5Qrcode` class, not `Html5QrcodeScanner`: the scanner's stock UI
 * has English-only, unlabelled controls, and every control here must be ours. The class is
 * imported from its own module so the stock UI's code is not bundled at all.
 *
 * The class has sharp edges this wrapper files down:
 * - `stop()` throws unless a scan is running, and a `start()` still waiting for the camera
 *   cannot be cancelled. Closing the dialog mid-start would leave the camera on. So stop()
 *   waits for a pending start, and a start that lands after `dispose()` is stopped at once.
 * - The success callback keeps firing for every frame until stopped: only the first counts.
 * - Errors are strings ("Error getting userMedia, error = NotAllowedError: ...");
 *   camera-errors.ts reads them.
 */
import { Html5QrcodeSupportedFormats } from 'html5-qrcode/esm/core.js'
import { Html5Qrcode } from 'html5-qrcode/esm/html5-qrcode.js'
import { Html5QrcodeScannerState } from 'html5-qrcode/esm/state-manager.js'

export interface CameraChoice {
  id: string
  label: string
}

export type CameraRequest = { deviceId: string } | { facingMode: 'environment' }

export interface ScanEngine {
  /** Starts the camera; resolves once frames are being read. `onText` fires once per start. */
  start(camera: CameraRequest, onText: (text: string) => void): Promise<void>
  /** Stops the camera if it runs or is starting; never throws. */
  stop(): Promise<void>
  /** Reads a QR code from a picture; rejects when there is none it can read. */
  scanFile(file: File): Promise<string>
  /** The device the running stream comes from. */
  deviceId(): string | undefined
  /** Whether the running camera has a torch (most phones' back cameras; no laptops). */
  hasTorch(): boolean
  setTorch(on: boolean): Promise<void>
  /** Stops for good: also stops a start that has not finished yet. */
  dispose(): Promise<void>
}

export function createEngine(elementId: string): ScanEngine {
  const reader = new Html5Qrcode(elementId, {
    verbose: false,
    // Only QR codes: zxing tries each format in turn, so fewer formats is a faster frame.
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    // The platform's BarcodeDetector where it has one (Android, macOS): faster than zxing.
    useBarCodeDetectorIfSupported: true,
  })
  let starting: Promise<unknown> | undefined
  let disposed = false

  // Not `reader.isScanning`: that turns true only once the video plays, while the stream, and
  // so the camera light, is on from the moment start() resolves.
  const running = () => reader.getState() !== Html5QrcodeScannerState.NOT_STARTED

  async function stop() {
    await starting?.catch(() => undefined)
    if (!running()) return
    try {
      await reader.stop()
    } catch {
      // Already stopped by another path (the dialog closing while a scan lands).
    }
  }

  return {
    async start(camera, onText) {
      await stop()
      let done = false
      const begin = reader.start(
        // A device id as a string is asked for exactly; a facing mode is only a preference.
        'deviceId' in camera ? camera.deviceId : camera,
        {
          fps: 15,
          // The shaded square shows where to hold the code; only that part is decoded.
          qrbox: (width, height) => {
            const side = Math.max(50, Math.floor(Math.min(width, height) * 0.75))
            return { width: side, height: side }
          },
          // A frame the camera took is never mirrored: reading each frame twice costs time.
          disableFlip: true,
        },
        (text) => {
          if (done || disposed) return
          done = true
          onText(text)
        },
        () => undefined,
      )
      starting = begin
      try {
        await begin
      } finally {
        if (starting === begin) starting = undefined
      }
      if (disposed) await stop()
    },
    stop,
    async scanFile(file) {
      await stop()
      return reader.scanFile(file, false)
    },
    deviceId() {
      if (!running()) return undefined
      try {
        return reader.getRunningTrackSettings().deviceId
      } catch {
        return undefined
      }
    },
    hasTorch() {
      if (!running()) return false
      try {
        return reader.getRunningTrackCameraCapabilities().torchFeature().isSupported()
      } catch {
        return false
      }
    },
    async setTorch(on) {
      if (!running()) return
      await reader.getRunningTrackCameraCapabilities().torchFeature().apply(on)
    },
    async dispose() {
      disposed = true
      await stop()
    },
  }
}

/** The cameras, once permission is granted (before that, labels are empty). */
export async function listCameras(): Promise<CameraChoice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return []
  const devices = await navigator.mediaDevices.enumerateDevices()
  return devices
    .filter((device) => device.kind === 'videoinput' && device.deviceId !== '')
    .map((device) => ({ id: device.deviceId, label: device.label }))
}
