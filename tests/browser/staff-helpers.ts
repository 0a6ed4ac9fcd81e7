/**
 * Shared steps of the staff area's browser tests: signing in on /login, waiting for a page's
 * h1, answering the message and confirm dialogs, and putting submissions into the real gateway
 * the way devices send them (a product registration through the submission route family, an
 * exclusion application with its files, a seek-help request from inside a signed-in page).
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { CONTRACTS } from '../../src/shared/contracts'
import type { CaseKind } from '../../src/shared/contracts/kinds'
import { CASE_SAMPLES, SAMPLE_DATA } from '../../src/shared/contracts/samples'
import { makeReference } from '../../src/shared/reference'
import { realPdf, realPng } from '../../server/src/testing-files'
import { baseUrl } from './browser'
import { freshCode, KEY } from './outbox-helpers'

/** Waits for the page's h1 to say `name` (the address changes before the page renders). */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor()

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function dismissDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Message(s)' })
  await dialog.getByText(text).waitFor()
  await dialog.getByRole('button', { name: 'OK' }).click()
}

/** Confirms the pending action: the dialog's first button, named for what it does. */
export async function confirm(page: Page) {
  await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button').first().click()
}

async function send(path: string, form: FormData, reference: string) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return reference
}

const file = (bytes: Uint8Array<ArrayBuffer>, type: string) => new Blob([bytes], { type })

/**
 * A product pre-registration, sent to product/register as the form sends it (kept in
 * `submissions` by the route family).
 */
export function registerProduct(productCode: string) {
  const reference = makeReference('productRegistration')
  const form = new FormData()
  form.append('reference', reference)
  for (const [name, value] of Object.entries({ ...SAMPLE_DATA.productRegistration, productCode }))
    form.append(name, value)
  form.append('photos', file(realPng(800, 600), 'image/png'), 'front.png')
  return send('product/register', form, reference)
}

/** A self-exclusion of the sample applicant (ID number 123456789), with its two files. */
export function applyForExclusion() {
  const reference = makeReference('exclusion')
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(SAMPLE_DATA.exclusion))
  form.append('idCopy', file(realPdf(), 'application/pdf'), 'id.pdf')
  form.append('picture', file(realPng(640, 800), 'image/png'), 'face.png')
  return send('exclusions/apply', form, reference)
}

/**
 * The sample of a kind of case (src/shared/contracts/samples.ts), sent to its contract's call in
 * its encoding, with its files; a product registration under a code of its own.
 */
export function submitSample(kind: CaseKind) {
  const sample = CASE_SAMPLES[kind]
  const contract = CONTRACTS[sample.kind]
  const reference = makeReference(sample.kind)
  const data =
    kind === 'productRegistration' ? { ...sample.data, productCode: freshCode() } : sample.data
  const form = new FormData()
  form.append('reference', reference)
  if (contract.encoding === 'fields') {
    for (const [name, value] of Object.entries(data)) form.append(name, String(value))
  } else form.append('data', JSON.stringify(data))
  for (const [field, type] of Object.entries(sample.files)) {
    if (type === 'picture') form.append(field, file(realPng(640, 800), 'image/png'), `${field}.png`)
    else form.append(field, file(realPdf(), 'application/pdf'), `${field}.pdf`)
  }
  if (contract.encoding !== 'json') return send(contract.call, form, reference)
  return fetch(`${baseUrl()}/api/${contract.call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: JSON.stringify({ reference, ...data }),
  }).then(async (response) => {
    expect(response.status, await response.clone().text()).toBe(201)
    return reference
  })
}

/** A report of illegal gambling by the sample reporter (phone +26772345678), as JSON. */
export async function reportIllegalGambling() {
  const reference = makeReference('report')
  const response = await fetch(`${baseUrl()}/api/reports/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: JSON.stringify({ reference, ...SAMPLE_DATA.report }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return reference
}

/** A staff call from inside the page (its session cookie, its Origin); the answer's status. */
export function callFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body, key }) =>
      (
        await fetch(`/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body, key: KEY },
  )
}
