/**
 * Steps shared by the journey browser tests: answer a page by its labels, go on, and look at
 * both sides of a delivery (the gateway's submissions table and the device's outbox).
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
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
