/**
 * The scanner's state: what the camera is doing, what went wrong, what was read. Every way out
 * stops the camera: a promotion found, unsafe content, the dialog closing (unmount), the page
 * being hidden (another tab, the phone locked) or left. A camera light that stays on after the
 * user has moved on is exactly what makes people distrust a page with the camera.
 *
 * The engine (html5-qrcode) is fetched as soon as the dialog opens, while the user reads why
 * the camera is needed, so "Start camera" rarely waits for it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { type FoundContent, parseQrContent } from '../qr'
import { cameraProblem, cameraSupport, type CameraProblem } from './camera-errors'
import type { CameraChoice, CameraRequest, ScanEngine } from './engine'

export type ScannerPhase =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'scanning' }
  | { name: 'reading-photo' }
  | { name: 'problem'; problem: CameraProblem }
  /** A photo in which no QR code could be read. */
  | { name: 'unreadable' }
  /** Content that is not ours: shown as text, never opened. */
  | { name: 'unsafe'; text: string }
  | { name: 'found' }

interface Options {
  /** The id of the element html5-qrcode draws the camera into. */
  elementId: string
  /** A promotion to check or an exclusion's proof: a page of ours to open. */
  onFound: (content: FoundContent) => void
}

const loadEngine = () => import('./engine')

export function useScanner({ elementId, onFound }: Options) {
  const [phase, setPhase] = useState<ScannerPhase>({ name: 'idle' })
  const [cameras, setCameras] = useState<CameraChoice[]>([])
  const [cameraId, setCameraId] = useState<string>()
  const [torch, setTorch] = useState({ available: false, on: false })
  const engine = useRef<ScanEngine | undefined>(undefined)
  const attempt = useRef(0)
  const onFoundRef = useRef(onFound)
  const live = useRef(false)
  useEffect(() => {
    onFoundRef.current = onFound
  }, [onFound])
  /** Sets the phase, and keeps `live` (is the camera on or coming on?) in step, synchronously. */
  const go = useCallback((next: ScannerPhase) => {
    live.current = next.name === 'starting' || next.name === 'scanning'
    setPhase(next)
  }, [])

  const getEngine = useCallback(async () => {
    const { createEngine } = await loadEngine()
    engine.current ??= createEngine(elementId)
    return engine.current
  }, [elementId])

  const read = useCallback(
    (text: string) => {
      const content = parseQrContent(text, window.location.origin)
      attempt.current += 1
      void engine.current?.stop()
      setTorch({ available: false, on: false })
      if (content.kind !== 'unsafe') {
        go({ name: 'found' })
        onFoundRef.current(content)
      } else {
        go({ name: 'unsafe', text: content.text })
      }
    },
    [go],
  )

  const start = useCallback(
    async (request: CameraRequest = { facingMode: 'environment' }) => {
      const unsupported = cameraSupport()
      if (unsupported) return go({ name: 'problem', problem: unsupported })
      const mine = ++attempt.current
      go({ name: 'starting' })
      setTorch({ available: false, on: false })
      try {
        const scanner = await getEngine()
        await scanner.start(request, read)
        if (mine !== attempt.current) return
        go({ name: 'scanning' })
        setTorch({ available: scanner.hasTorch(), on: false })
        setCameraId(scanner.deviceId())
        // After permission, so the labels are filled in ("Back camera", not "").
        const { listCameras } = await loadEngine()
        const found = await listCameras()
        if (mine === attempt.current) setCameras(found)
      } catch (error) {
        if (mine !== attempt.current) return
        const problem = cameraProblem(error)
        // Nothing to choose from: say so rather than show a picker with no cameras.
        if (problem === 'no-camera') setCameras([])
        go({ name: 'problem', problem })
      }
    },
    [getEngine, read, go],
  )

  const stop = useCallback(async () => {
    if (live.current) {
      attempt.current += 1
      go({ name: 'idle' })
      setTorch({ available: false, on: false })
    }
    await engine.current?.stop()
  }, [go])

  const scanPhoto = useCallback(
    async (file: File) => {
      const mine = ++attempt.current
      go({ name: 'reading-photo' })
      try {
        const scanner = await getEngine()
        const text = await scanner.scanFile(file)
        if (mine === attempt.current) read(text)
      } catch {
        if (mine === attempt.current) go({ name: 'unreadable' })
      }
    },
    [getEngine, read, go],
  )

  const toggleTorch = useCallback(async () => {
    const on = !torch.on
    try {
      await engine.current?.setTorch(on)
      setTorch({ available: true, on })
    } catch {
      // The track refused (some phones lose the torch when another app takes it).
      setTorch({ available: false, on: false })
    }
  }, [torch.on])

  // Fetch the engine while the user reads the explanation.
  useEffect(() => {
    void loadEngine().catch(() => undefined)
  }, [])

  // Hidden or left: stop the camera. Coming back, the user presses Start again.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void stop()
    }
    const onLeave = () => void stop()
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onLeave)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [stop])

  // Closed: stop for good, including a start still waiting for permission.
  useEffect(
    () => () => {
      attempt.current += 1
      void engine.current?.dispose()
      engine.current = undefined
    },
    [],
  )

  return { phase, cameras, cameraId, torch, start, stop, scanPhoto, toggleTorch }
}
