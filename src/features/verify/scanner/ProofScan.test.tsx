/**
 * "Scan a proof" at a facility's door (ProofScan), with html5-qrcode replaced by a fake engine
 * (jsdom has no camera) and the gateway's key answered by a stubbed `keys/public`: the scanned
 * proof is checked on the page, which stays where it is; the card says valid until its last day
 * with the initials and the number's last four, not genuine once changed, and that anything else
 * the scanner reads is not a proof.
 */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EXCLUSION_PROOF_TYP } from '../../../shared/exclusion-proof'
import { base64UrlEncode, jwkThumbprint, type PublicJwk } from '../../../shared/jws'
import { answerWith, renderPage } from '../components/testing'
import { ProofScan } from './ProofScan'

const fake = vi.hoisted(() => ({ onText: undefined as ((text: string) => void) | undefined }))

vi.mock('./engine', () => ({
  createEngine: () => ({
    async start(_request: unknown, onText: (text: string) => void) {
      fake.onText = onText
    },
    async stop() {},
    async scanFile() {
      throw 'No MultiFormat Readers were able to detect the code.'
    },
    deviceId: () => 'back',
    hasTorch: () => false,
    async setTorch() {},
    async dispose() {},
  }),
  listCameras: async () => [{ id: 'back', label: 'Back camera' }],
}))

const text = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)))

async function keyPair() {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const { x } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  const jwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: x!, kid: await jwkThumbprint({ x: x! }) }
  const sign = async (payload: unknown) => {
    const input = `${text({ alg: 'EdDSA', kid: jwk.kid, typ: EXCLUSION_PROOF_TYP })}.${text(payload)}`
    const signature = await crypto.subtle.sign(
      'Ed25519',
      pair.privateKey,
      new TextEncoder().encode(input),
    )
    return `${input}.${base64UrlEncode(new Uint8Array(signature))}`
  }
  return { jwk, sign }
}

const proof = {
  reference: 'EX-7K3M9Q2P',
  kind: 'exclusion-self',
  initials: 'NS',
  idLastFour: '6789',
  startsOn: '2027-03-03',
  endsOn: '2099-03-02',
  issuedAt: '2027-03-03T09:15:00.000Z',
}

beforeAll(() => {
  window.scrollTo = () => undefined
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

beforeEach(() => {
  fake.onText = undefined
  vi.stubGlobal('isSecureContext', true)
  // The device's key store: empty, then what keys/public answered.
  const kept = new Map<string, Response>()
  vi.stubGlobal('caches', {
    open: async () => ({
      put: async (name: string, response: Response) => void kept.set(name, response),
      match: async (name: string) => kept.get(name)?.clone(),
    }),
  })
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(), enumerateDevices: vi.fn() },
  })
})

afterEach(() => vi.unstubAllGlobals())

async function scan(content: string) {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Scan a proof' }))
  const dialog = await screen.findByRole('dialog', { name: 'Scan a QR code' })
  within(dialog).getByText(/the QR code on the person’s exclusion letter/)
  expect(within(dialog).queryByRole('link', { name: 'Type the code instead' })).toBeNull()
  await user.click(within(dialog).getByRole('button', { name: 'Start camera' }))
  await within(dialog).findByRole('button', { name: 'Stop camera' })
  act(() => fake.onText?.(content))
}

const page = () => (
  <>
    <h1>At the door</h1>
    <ProofScan />
  </>
)

describe('scanning a proof at the door', () => {
  it('checks a proof on the page: valid until its last day, with its initials and last four', async () => {
    const { jwk, sign } = await keyPair()
    answerWith({ data: jwk })
    await renderPage(page)
    await scan(`http://localhost:3000/verify/exclusion/${await sign(proof)}`)
    const heading = await screen.findByRole('heading', { name: 'Valid until 2 March 2099' })
    expect(document.activeElement).toBe(heading)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('NS')).toBeTruthy()
    expect(screen.getByText('6789')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'At the door' })).toBeTruthy()
  })

  it('says a changed proof is not genuine', async () => {
    const { jwk, sign } = await keyPair()
    answerWith({ data: jwk })
    await renderPage(page)
    const [header, , signature] = (await sign(proof)).split('.')
    const later = `${header}.${text({ ...proof, idLastFour: '1234' })}.${signature}`
    await scan(`http://localhost:3000/verify/exclusion/${later}`)
    await screen.findByRole('heading', { name: 'This exclusion proof is not genuine' })
  })

  it('says a promotion’s code is not an exclusion proof, and stays on the page', async () => {
    answerWith(new Error('offline'))
    await renderPage(page)
    await scan('/qr-verify/promotion/BWP100001/PROMO2026')
    await screen.findByRole('heading', { name: 'This QR code is not an exclusion proof' })
    expect(window.location.pathname).not.toContain('qr-verify')
  })
})
