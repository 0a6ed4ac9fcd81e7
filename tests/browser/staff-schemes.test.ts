/**
 * Scheme editing in the browser, against the real gateway and database (issue 12 item 5): the
 * union's manager renames BOTUFF, writes its description with the toolbar (bold and a link,
 * a refused javascript: address first), uploads a square picture after a refused one, saves,
 * and the public scheme page shows all of it; a second save over a stale version is told
 * someone else saved first. An auditor and the regulator's manager get no Schemes link and
 * the gateway refuses them. Axe on the staff scheme pages, their error states included.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { realPng } from '../../server/src/testing-files'
import { expectNoAxeViolations, usePage } from './browser'
import { KEY } from './outbox-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

const png = (width: number, height: number, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(realPng(width, height)),
})

async function openEditPage(page: Page) {
  await signIn(page, 'manager@union.example', PASSWORD)
  await page.waitForURL((url) => url.pathname === '/staff')
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Schemes' })
    .click()
  await heading(page, 'Funeral schemes')
  await page.getByRole('link', { name: 'Edit BOTUFF' }).waitFor()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: /^Edit BOTUFF/ }).click()
  await heading(page, 'Edit a scheme')
  await page.getByRole('textbox', { name: 'Description' }).waitFor()
}

const editorFocused = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.id === 'scheme-description')

/** A save of BOTUFF made elsewhere (another editor, at the stored version): its status. */
function saveFromPage(page: Page) {
  return page.evaluate(async (key) => {
    const headers = { 'x-api-key': key }
    const list = await fetch('/api/staff/schemes/list', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    })
    const schemes = list.ok
      ? ((await list.json()) as { data: { id: string; version: number }[] }).data
      : []
    const form = new FormData()
    form.append('id', 'botuff')
    form.append('title', 'BOTUFF by another editor')
    form.append('category', 'Funeral fund')
    form.append('description', '<p>Another editor’s words.</p>')
    form.append('version', String(schemes.find((s) => s.id === 'botuff')?.version ?? 1))
    const answer = await fetch('/api/staff/schemes/save', { method: 'POST', headers, body: form })
    return answer.status
  }, KEY)
}

describe('the union’s manager edits a scheme', () => {
  it('saves a new name, description, and picture, and the public page shows them', async () => {
    const { page } = session
    await openEditPage(page)

    // Error states: no name, and a picture that is not square (said before any upload).
    await page.getByLabel('Name of the scheme').fill('')
    await page.getByLabel('Picture (optional)').setInputFiles(png(800, 600, 'wide.png'))
    await page.getByText('The picture must be square: as wide as it is high').first().waitFor()
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.getByText('Enter the name of the scheme').waitFor()
    await page.getByLabel('Name of the scheme').fill('BOTUFF')
    await page.getByRole('textbox', { name: 'Description' }).click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await summary.getByText('Enter a description of the scheme').waitFor()
    const described = page.getByRole('textbox', { name: 'Description' })
    expect(await described.getAttribute('aria-invalid')).toBe('true')
    expect(await described.getAttribute('aria-describedby')).toContain('scheme-description-error')
    await page.getByLabel('Name of the scheme').fill('')
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await summary.getByText('Enter the name of the scheme').waitFor()
    expect(
      await summary.getByText('The picture must be square: as wide as it is high').count(),
    ).toBe(1)
    await expectNoAxeViolations(page)

    await page.getByLabel('Name of the scheme').fill('BOTUFF Family Fund')
    await page.getByLabel('Picture (optional)').setInputFiles(png(600, 600, 'square.png'))
    await page.getByText('The new picture').waitFor()

    // The description, with the toolbar: the arrow keys move along it, Bold is pressed.
    const editor = page.getByRole('textbox', { name: 'Description' })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Cover for the whole family. ')
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
    const bold = toolbar.getByRole('button', { name: 'Bold' })
    await bold.focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Italic')
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Link')
    await bold.click()
    await toolbar.getByRole('button', { name: 'Bold', pressed: true }).waitFor()
    // The toolbar gives focus back to the text (TipTap focuses on the next frame): type then.
    await editorFocused(page)
    await page.keyboard.type('No medical questions')
    await bold.click()
    await toolbar.getByRole('button', { name: 'Bold', pressed: false }).waitFor()
    await editorFocused(page)
    await page.keyboard.type('. Read more: ')

    await toolbar.getByRole('button', { name: 'Link' }).click()
    const address = page.getByLabel('Link address')
    await address.fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Add link' }).click()
    await page
      .getByText('Enter a link that starts with https://, http:// or mailto:', { exact: false })
      .waitFor()
    await expectNoAxeViolations(page)
    await address.fill('https://union.example/botuff')
    await address.press('Enter')
    await editor.getByRole('link', { name: 'https://union.example/botuff' }).waitFor()

    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await page.getByText('Saved. The public pages show the change.').waitFor()
    await expectNoAxeViolations(page)

    // The public page, from the notice's link: new name, bold text, the link, the picture.
    await page.getByRole('link', { name: 'See the public page' }).click()
    await page.getByRole('heading', { level: 1, name: 'BOTUFF Family Fund' }).waitFor()
    const description = page.locator('.scheme__description')
    await description.locator('strong', { hasText: 'No medical questions' }).waitFor()
    expect(
      await description
        .getByRole('link', { name: 'https://union.example/botuff' })
        .getAttribute('href'),
    ).toBe('https://union.example/botuff')
    const image = page.locator('img.scheme__image')
    expect(await image.getAttribute('src')).toMatch(/^\/media\/schemes\/[0-9a-f]{64}\.png$/)
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.scheme__image')
      return img?.complete && img.naturalWidth === 600
    })
  })

  it('is told when someone else saved first, and can load their version', async () => {
    const { page } = session
    await openEditPage(page)
    await page.getByLabel('Category').fill('Funeral fund for members')
    expect(await saveFromPage(page)).toBe(200)
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'your changes were not saved' })
    await notice.waitFor()
    // The page says it; no message dialog on top.
    expect(await page.getByRole('dialog', { name: 'Message(s)' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Load the saved version' }).click()
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('#scheme-title')?.value ===
        'BOTUFF by another editor',
    )
    expect(await page.getByLabel('Category').inputValue()).toBe('Funeral fund')
  })
})

describe('roles that may not edit schemes', () => {
  it.each(['auditor@union.example', 'manager@regulator.example'])(
    '%s sees no Schemes link and is refused by the gateway',
    async (email) => {
      const { page } = session
      await signIn(page, email, PASSWORD)
      await page.waitForURL((url) => url.pathname === '/staff')
      await heading(page, 'Staff home')
      const nav = page.getByRole('navigation', { name: 'Staff' })
      await nav.getByRole('link', { name: 'Home' }).waitFor()
      expect(await nav.getByRole('link', { name: 'Schemes' }).count()).toBe(0)
      expect(await callFromPage(page, 'staff/schemes/list', {})).toBe(403)
      expect(await saveFromPage(page)).toBe(403)
      await page.goto('/staff/schemes')
      await page.getByText('Your role does not give access to this page.').waitFor()
      await expectNoAxeViolations(page)
    },
  )
})

describe('the union auditor', () => {
  it('reads in the audit log which fields each scheme save changed', async () => {
    const { page } = session
    await signIn(page, 'auditor@union.example', PASSWORD)
    await page.waitForURL((url) => url.pathname === '/staff')
    await page.goto('/staff/audit')
    await heading(page, 'Audit log')
    const saves = page.locator('.staff-list__item').filter({ hasText: 'Scheme changed' })
    await saves.first().waitFor()
    const lists = await saves.evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll('dd li')].map((li) => li.textContent)),
    )
    // Newest first: another editor's name and words (above), then the manager's first save,
    // which changed the name, the description and the picture.
    expect(lists).toEqual([
      ['Name of the scheme', 'Description'],
      ['Name of the scheme', 'Description', 'Picture'],
    ])
    await expectNoAxeViolations(page)
  })
})
