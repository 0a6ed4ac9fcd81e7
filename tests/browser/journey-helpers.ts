/**
 * Steps shared by the journey browser tests: answer a page by its labels, go on, and look at
 * both sides of a delivery (the gateway's submissions table and the device's outbox).
 */
import { expect } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { expectNoAxeViolations } from './browser'
import { deviceEntry, deviceStates, gatewayCall, waitFor } from './outbox-helpers'

export type Answer = string | { choose: string } | { select: string } | { tick: true }

/** Answers the visible page: text by label, radios and boxes by their label, selects by value. */
export async function answer(page: Page, answers: Record<string, Answer>) {
  for (const [label, value] of Object.entries(answers)) {
    if (typeof value === 'string') await page.getByLabel(label, { exact: true }).fill(value)
    else if ('choose' in value) {
      await page
        .getByRole('group', { name: label })
        .getByLabel(value.choose, { exact: true })
        .check()
    } else if ('select' in value) {
      await page.getByLabel(label, { exact: true }).selectOption(value.select)
    } else await page.getByLabel(label, { exact: true }).check()
  }
}

export async function continueTo(page: Page, heading: string | RegExp) {
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

/** Submits from Check your answers; returns the reference the device made. */
export async function submit(page: Page, prefix: string): Promise<string> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await page.waitForURL(new RegExp(`/submitted/${prefix}-[0-9A-Z]{8}$`))
  const reference = new URL(page.url()).pathname.split('/').at(-1)!
  await page.getByText(reference, { exact: true }).first().waitFor()
  return reference
}

export async function submissions(base: string, reference: string): Promise<number> {
  const data = await gatewayCall<{ count: number }>(base, 'test/records', {
    table: 'submissions',
    reference,
  })
  return data.count
}

/** One submission at the gateway; nothing personal left on the device. */
export async function expectDeliveredOnce(page: Page, base: string, reference: string) {
  await waitFor(
    async () => (await deviceEntry(page, reference))?.state === 'delivered',
    45_000,
    `${reference} delivered`,
  )
  expect(await submissions(base, reference)).toBe(1)
  expect(await deviceEntry(page, reference)).toMatchObject({ fields: {}, files: 0 })
  const states = await deviceStates(page)
  expect(Object.values(states).filter((state) => state !== 'delivered')).toEqual([])
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer }

/** One page of a journey: its heading, its answers, its uploads by label. */
export interface PageAnswers {
  heading: string
  answers?: Record<string, Answer>
  files?: Record<string, FilePayload>
}

/**
 * Opens a journey, answers every page in order (axe on each, and on the first page's errors),
 * checks the answers, submits offline, then comes back online: delivered once.
 */
export async function walkJourney(
  page: Page,
  context: BrowserContext,
  base: string,
  path: string,
  prefix: string,
  pages: readonly PageAnswers[],
): Promise<string> {
  await page.goto(path)
  const [first] = pages
  await page.getByRole('heading', { level: 1, name: first!.heading }).waitFor()
  if (first!.answers && Object.keys(first!.answers).length > 0) {
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor()
    await expectNoAxeViolations(page)
  }
  for (const [index, step] of pages.entries()) {
    if (index > 0) await page.getByRole('heading', { level: 1, name: step.heading }).waitFor()
    await answer(page, step.answers ?? {})
    for (const [label, file] of Object.entries(step.files ?? {})) {
      const removes = page.getByRole('button', { name: /^Remove / })
      const before = await removes.count()
      await page.getByLabel(label, { exact: true }).setInputFiles(file)
      await removes.nth(before).waitFor({ timeout: 30_000 })
    }
    await expectNoAxeViolations(page)
    const next = pages[index + 1]?.heading ?? 'Check your answers before sending'
    await continueTo(page, next)
  }
  await expectNoAxeViolations(page)
  await context.setOffline(true)
  const reference = await submit(page, prefix)
  await page
    .getByText(/waiting to send/i)
    .first()
    .waitFor()
  await context.setOffline(false)
  await expectDeliveredOnce(page, base, reference)
  return reference
}
