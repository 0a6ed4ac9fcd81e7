/**
 * A member's sign-in code, read where the gateway writes its emails outside production: files
 * in the data folder's messages/ (server/src/messages/transports.ts), as a person on the demo
 * would (README.md). Imported by browser tests only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'
import { makeReference } from '../../src/shared/reference'
import { realPdf } from '../../server/src/testing-files'
import { baseUrl } from './browser'
import { KEY } from './outbox-helpers'

const folder = () => join(inject('dataDir'), 'messages')

/** The emails to `email` written so far, by file name. */
function mailsTo(email: string): string[] {
  let names: string[]
  try {
    names = readdirSync(folder()).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  return names.filter((name) => readFileSync(join(folder(), name), 'utf8').includes(`To: ${email}`))
}

/**
 * Runs `send` (a click that asks for a code), then waits for the new email to `email` (the
 * gateway's sender writes it within a few seconds) and answers the code its subject carries.
 */
export async function codeSentTo(email: string, send: () => Promise<void>): Promise<string> {
  const before = new Set(mailsTo(email))
  await send()
  const started = Date.now()
  for (;;) {
    // Every new email to them, newest first: the code's is not the only one (an approval's
    // notice may be written in the meantime), and names do not sort by time.
    const fresh = mailsTo(email)
      .filter((name) => !before.has(name))
      .map((name) => join(folder(), name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    for (const path of fresh) {
      const code = /code is (\d{6})/.exec(readFileSync(path, 'utf8'))?.[1]
      if (code) return code
    }
    if (Date.now() - started > 30_000) throw new Error(`No sign-in code arrived for ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Signs in on /insurance/sign-in (already open) with the email, the code from the mail folder. */
export async function memberSignInOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email)
  const code = await codeSentTo(email, () =>
    page.getByRole('button', { name: 'Send me a code' }).click(),
  ).catch(async (error: Error) => {
    // What the page said instead (a refusal, a dialog) is the first thing to know.
    throw new Error(`${error.message}; the page said: ${await page.locator('body').innerText()}`)
  })
  await page.getByRole('heading', { name: 'Check your email' }).waitFor()
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/**
 * The sample join with the member's own details over the sample's (`user`: an email, a payroll
 * number), sent as a device sends it, with its three documents; answers its reference.
 */
export async function sendJoin(user: Record<string, unknown>): Promise<string> {
  const reference = makeReference('insuranceJoin')
  const sample = SAMPLE_DATA.insuranceJoin
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify({ ...sample, user: { ...sample.user, ...user } }))
  for (const field of ['identityFile', 'addressFile', 'bankStatementFile'])
    form.append(field, new Blob([realPdf()], { type: 'application/pdf' }), `${field}.pdf`)
  const response = await fetch(`${baseUrl()}/api/members/join`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return reference
}
