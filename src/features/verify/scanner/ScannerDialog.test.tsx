/**
 * The scanner dialog as a user meets it, with html5-qrcode replaced by a fake engine (jsdom
 * has no camera): what it says, what each camera answer leads to, where a code takes you, and
 * that the camera is stopped on every way out. The real library, camera and gateway are
 * exercised by tests/browser/scanner.test.ts.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useParams,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CameraRequest } from './engine'
import { ScanQrButton } from './index'

const fake = vi.hoisted(() => ({
  created: 0,
  starts: [] as unknown[],
  stops: 0,
  disposed: 0,
  startError: undefined as unknown,
  torch: false,
  torchOn: [] as boolean[],
  cameras: [] as Array<{ id: string; label: string }>,
  fileResult: undefined as string | undefined,
  onText: undefined as ((text: string) => void) | undefined,
}))

vi.mock('./engine', () => ({
  createEngine: () => {
    fake.created += 1
    return {
      async start(request: CameraRequest, onText: (text: string) => void) {
        fake.starts.push(request)
        if (fake.startError) throw fake.startError
        fake.onText = onText
      },
      async stop() {
        fake.stops += 1
      },
      async scanFile() {
        if (fake.fileResult === undefined)
          throw 'No MultiFormat Readers were able to detect the code.'
        return fake.fileResult
      },
      deviceId: () => fake.cameras[0]?.id,
      hasTorch: () => fake.torch,
      async setTorch(on: boolean) {
        fake.torchOn.push(on)
      },
      async dispose() {
        fake.disposed += 1
      },
    }
  },
  listCameras: async () => fake.cameras,
}))

function QrPage() {
  const { code, promo } = useParams({ strict: false }) as { code: string; promo: string }
  return <p>{`Checking ${code} ${promo}`}</p>
}

function renderApp(path = '/') {
  const root = createRootRoute({
    component: () => (
      <>
        <ScanQrButton variant="header" />
        <Outlet />
      </>
    ),
  })
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> }),
    createRoute({
      getParentRoute: () => root,
      path: '/verify/promotion',
      component: () => <p>Type a code</p>,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/qr-verify/promotion/$code/$promo',
      component: QrPage,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/verify/exclusion/$token',
      component: () => <p>Checking the exclusion</p>,
    }),
  ]
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return router
}

async function openScanner() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Scan promotion QR code' }))
  // The first open compiles the lazy dialog chunk: give it time on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Scan a QR code' }, { timeout: 10_000 })
  return { user, dialog }
}

async function startCamera(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start camera' }))
  await screen.findByRole('button', { name: 'Stop camera' })
  await screen.findByText(/Hold the QR code inside the square/)
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  window.scrollTo = () => undefined // the router scrolls after each navigation; jsdom cannot
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

beforeEach(() => {
  Object.assign(fake, {
    created: 0,
    starts: [],
    stops: 0,
    disposed: 0,
    startError: undefined,
    torch: false,
    torchOn: [],
    cameras: [{ id: 'back', label: 'Back camera' }],
    fileResult: undefined,
    onText: undefined,
  })
  vi.stubGlobal('isSecureContext', true)
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(), enumerateDevices: vi.fn() },
  })
})

afterEach(() => vi.unstubAllGlobals())

describe('the QR scanner dialog', () => {
  it('explains the camera before asking for it, and asks only on Start camera', async () => {
    renderApp()
    const { user, dialog } = await openScanner()
    expect(dialog.textContent).toMatch(/nothing is recorded, kept or sent/)
    expect(fake.starts).toHaveLength(0)
    await startCamera(user)
    expect(fake.starts).toEqual([{ facingMode: 'environment' }])
    expect(within(dialog).getByRole('region', { name: 'Camera picture' })).toBeTruthy()
  })

  it('follows a promotion code to the QR check page and stops the camera', async () => {
    const router = renderApp()
    const { user } = await openScanner()
    await startCamera(user)
    act(() => fake.onText?.('http://localhost:3000/qr-verify/promotion/prm2026/WINTER'))
    await screen.findByText('Checking PRM2026 WINTER')
    expect(router.state.location.pathname).toBe('/qr-verify/promotion/PRM2026/WINTER')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fake.stops).toBeGreaterThan(0)
    expect(fake.disposed).toBe(1)
  })

  it('opens the check of an exclusion proof and stops the camera', async () => {
    const router = renderApp()
    const { user } = await openScanner()
    await startCamera(user)
    const token = 'eyJhbGciOiJFZERTQSJ9.eyJyZWZlcmVuY2UiOiJFWC0xIn0.c2lnbmF0dXJl'
    act(() => fake.onText?.(`http://localhost:3000/verify/exclusion/${token}`))
    await screen.findByText('Checking the exclusion')
    expect(router.state.location.pathname).toBe(`/verify/exclusion/${token}`)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fake.stops).toBeGreaterThan(0)
  })

  it('shows foreign content as text with a warning, opens nothing, and can scan again', async () => {
    const router = renderApp()
    const { user, dialog } = await openScanner()
    await startCamera(user)
    const evil = 'https://evil.example/qr-verify/promotion/PRM2026/WINTER'
    act(() => fake.onText?.(evil))
    const heading = await within(dialog).findByRole('heading', {
      name: 'This is not a ScamLock code',
    })
    expect(document.activeElement).toBe(heading)
    expect(within(dialog).getByText(evil).tagName).toBe('PRE')
    expect(dialog.querySelector(`a[href*="evil"]`)).toBeNull()
    expect(router.state.location.pathname).toBe('/')
    expect(fake.stops).toBeGreaterThan(0)

    await user.click(within(dialog).getByRole('button', { name: 'Scan again' }))
    await screen.findByRole('button', { name: 'Stop camera' })
    expect(fake.starts).toHaveLength(2)
    expect(within(dialog).queryByText(evil)).toBeNull()
  })

  it('treats a javascript: URL as unsafe text', async () => {
    renderApp()
    const { user, dialog } = await openScanner()
    await startCamera(user)
    act(() => fake.onText?.('javascript:alert(1)'))
    expect(await within(dialog).findByText('javascript:alert(1)')).toBeTruthy()
    expect(dialog.querySelectorAll('a')).toHaveLength(1) // only "Type the code instead"
  })

  it('says what to do when camera access is refused', async () => {
    fake.startError = 'Error getting userMedia, error = NotAllowedError: Permission denied'
    renderApp()
    const { user } = await openScanner()
    await user.click(screen.getByRole('button', { name: 'Start camera' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Camera access was refused/)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Scan from a photo' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Type the code instead' })).toBeTruthy()
  })

  it('says so when there is no camera', async () => {
    fake.startError = 'Error getting userMedia, error = NotFoundError: Requested device not found'
    renderApp()
    const { user } = await openScanner()
    await user.click(screen.getByRole('button', { name: 'Start camera' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/No camera was found/)
  })

  it('offers no camera outside a secure context', async () => {
    vi.stubGlobal('isSecureContext', false)
    renderApp()
    const { user } = await openScanner()
    await user.click(screen.getByRole('button', { name: 'Start camera' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/secure \(https\) connection/)
    expect(screen.queryByRole('button', { name: /camera|Try again/ })).toBeNull()
    expect(fake.starts).toHaveLength(0)
  })

  it('offers a camera picker only when there are several cameras', async () => {
    renderApp()
    const first = await openScanner()
    await startCamera(first.user)
    expect(screen.queryByRole('combobox', { name: 'Camera' })).toBeNull()
    await first.user.click(screen.getByRole('button', { name: 'Close' }))

    fake.cameras = [
      { id: 'back', label: 'Back camera' },
      { id: 'front', label: '' },
    ]
    const { user } = await openScanner()
    await startCamera(user)
    const picker = await screen.findByRole('combobox', { name: 'Camera' })
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Back camera', 'Camera 2'])
    await user.selectOptions(picker, 'front')
    await waitFor(() => expect(fake.starts.at(-1)).toEqual({ deviceId: 'front' }))
  })

  it('offers the torch only where the camera has one', async () => {
    renderApp()
    const first = await openScanner()
    await startCamera(first.user)
    expect(screen.queryByRole('button', { name: 'Torch' })).toBeNull()
    await first.user.click(screen.getByRole('button', { name: 'Close' }))

    fake.torch = true
    const { user } = await openScanner()
    await startCamera(user)
    const torch = screen.getByRole('button', { name: 'Torch' })
    expect(torch.getAttribute('aria-pressed')).toBe('false')
    await user.click(torch)
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('true'))
    expect(fake.torchOn).toEqual([true])
  })

  it('reads a code from a photo, and says when it cannot', async () => {
    const router = renderApp()
    const { user, dialog } = await openScanner()
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!
    const photo = new File(['x'], 'qr.png', { type: 'image/png' })

    await user.upload(input, photo)
    expect((await screen.findByRole('alert')).textContent).toMatch(/No QR code could be read/)

    fake.fileResult = '/qr-verify/promotion/PRM2026/WINTER'
    await user.upload(input, photo)
    await screen.findByText('Checking PRM2026 WINTER')
    expect(router.state.location.pathname).toBe('/qr-verify/promotion/PRM2026/WINTER')
  })

  it('stops the camera when closed, when the page is hidden and when the route changes', async () => {
    renderApp()
    let opened = await openScanner()
    await startCamera(opened.user)
    await opened.user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fake.disposed).toBe(1)

    opened = await openScanner()
    await startCamera(opened.user)
    const stops = fake.stops
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    expect(fake.stops).toBe(stops + 1)
    expect(await screen.findByRole('button', { name: 'Start camera' })).toBeTruthy()

    await startCamera(opened.user)
    await opened.user.click(screen.getByRole('link', { name: 'Type the code instead' }))
    await screen.findByText('Type a code')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fake.disposed).toBe(2)
  })

  it('does not load the scanner engine until it is needed', async () => {
    renderApp()
    await openScanner()
    expect(fake.created).toBe(0)
  })
})
