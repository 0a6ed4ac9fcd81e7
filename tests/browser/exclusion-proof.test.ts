/**
 * An approved exclusion's proof, in Chromium against the real gateway (docs/decisions.md,
 * "Exclusion proof"): the status page shows its QR code (the address of the proof's check) and
 * makes the exclusion letter, a tagged PDF with the reference and the address; the address then
 * opens offline, and the page checks the proof with the key the service worker kept: "Valid
 * until …", and "not genuine" once a character of it is changed.
 */
import { readFileSync } from 'node:fs'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, inject, it } from 'vitest'
import type { StatusAnswer } from '../../src/shared/contracts/status'
import { longDate } from '../../src/shared/exclusion-period'
import { qrMatrix, svgPath } from '../../src/features/self-help/proof/qr-matrix'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { gatewayCall } from './outbox-helpers'
import { applyForExclusion, callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({
  viewport: { width: 390, height: 844 },
  acceptDownloads: true,
})

describe('the proof of an approved exclusion', () => {
  it('is shown as a QR code, makes the letter, and checks offline', async () => {
    const { page, context } = session
    const reference = await applyForExclusion()
    await signIn(page, 'manager@regulator.example', inject('staffPassword'))
    await heading(page, 'Staff home')
    const decision = { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' }
    expect(await callFromPage(page, 'staff/cases/decide', decision)).toBe(200)
    const answer = await gatewayCall<StatusAnswer>(baseUrl(), 'exclusions/status', {
      reference,
      idNumber: '123456789',
    })
    const url = `${baseUrl()}/verify/exclusion/${answer.proof}`

    // The person checks the status: the QR code of the proof's address (the very modules the
    // encoder makes of it; that the app's scanner opens such an address is tested in
    // src/features/verify/scanner/ScannerDialog.test.tsx), and the letter.
    await page.goto('/self-help/status')
    await waitForServiceWorker(page)
    await page.getByLabel('Reference number').fill(reference)
    await page.getByLabel('ID, passport or phone number').fill('123456789')
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const found = page.locator('.card', { hasText: reference })
    await found.getByRole('heading', { name: 'Proof of the exclusion' }).waitFor()
    const qr = found.getByRole('img', { name: `QR code that checks exclusion ${reference}` })
    await qr.waitFor()
    expect(await qr.locator('path').getAttribute('d')).toBe(svgPath(qrMatrix(url)))
    await expectNoAxeViolations(page)

    const download = page.waitForEvent('download')
    await found.getByRole('button', { name: 'Download your exclusion letter' }).click()
    const letter = await download
    expect(letter.suggestedFilename()).toBe(`${reference}-exclusion-letter.pdf`)
    await found.getByText(`Your letter is ready: ${reference}-exclusion-letter.pdf.`).waitFor()
    const bytes = new Uint8Array(readFileSync((await letter.path())!))
    expect(Buffer.from(bytes.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7')
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/StructTreeRoot \d+ 0 R/)
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    const flat = text.replace(/\s+/g, '')
    expect(text).toContain(reference)
    expect(text).toContain('The person with the initials NS and an ID or passport number ending')
    expect(flat).toContain(url.replace(/\s+/g, ''))
    expect(text).not.toContain('Neo Sample')

    // Offline, the address opens and the proof checks with the key kept on the device.
    await context.setOffline(true)
    await page.goto(url.replace(baseUrl(), ''))
    const until = `Valid until ${longDate(answer.endsOn!, 'en-GB')}`
    await page.getByRole('heading', { level: 2, name: until }).waitFor()
    await page.getByText('NS', { exact: true }).waitFor()
    await page.getByText('6789', { exact: true }).waitFor()
    await expectNoAxeViolations(page)

    // A changed proof (its end pushed later) is not genuine, offline too.
    const [header, payload, signature] = answer.proof!.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const forged = Buffer.from(JSON.stringify({ ...claims, endsOn: '2099-12-31' })).toString(
      'base64url',
    )
    await page.goto(`/verify/exclusion/${header}.${forged}.${signature}`)
    await page.getByRole('heading', { name: 'This exclusion proof is not genuine' }).waitFor()
  })
})
