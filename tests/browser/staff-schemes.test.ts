/**
 * Scheme editing in the browser, against the real gateway and database: the
 * union's manager renames BOTUFF, writes its description with the toolbar (bold and a link,
 * a refused javascript: address first), its French name, uploads a square picture after a
 * refused one, saves, and the public scheme page shows all of it, in French too. Two editors
 * in two browsers save over each other: the second keeps their text, sees the first's version
 * beside it, copies a part of it, carries the rest of their changes onto it and saves. An
 * auditor and the regulator's manager get no Schemes link and the gateway refuses them. Axe on
 * the staff scheme pages, their error and conflict states included.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { realPng } from '../../server/src/testing-files'
import { expectNoAxeViolations, newContext, usePage } from './browser'
import { KEY } from './outbox-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

const png = (width: number, height: number, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(realPng(width, height)),
})

async function openEditPage(page: Page, email = 'manager@union.example') {
  await signIn(page, email, PASSWORD)
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
  await description(page).waitFor()
}

/** The English description's editor. */
const description = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true })
const nameField = (page: Page) => page.getByLabel('Name of the scheme', { exact: true })

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
    await nameField(page).fill('')
    await page.getByLabel('Picture (optional)').setInputFiles(png(800, 600, 'wide.png'))
    await page.getByText('The picture must be square: as wide as it is high').first().waitFor()
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.getByText('Enter the name of the scheme').waitFor()
    await nameField(page).fill('BOTUFF')
    await description(page).click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await summary.getByText('Enter a description of the scheme').waitFor()
    const described = description(page)
    expect(await described.getAttribute('aria-invalid')).toBe('true')
    expect(await described.getAttribute('aria-describedby')).toContain('scheme-description-error')
    await nameField(page).fill('')
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await summary.getByText('Enter the name of the scheme').waitFor()
    expect(
      await summary.getByText('The picture must be square: as wide as it is high').count(),
    ).toBe(1)
    await expectNoAxeViolations(page)

    await nameField(page).fill('BOTUFF Family Fund')
    await page.getByLabel('Picture (optional)').setInputFiles(png(600, 600, 'square.png'))
    await page.getByText('The new picture').waitFor()
    // The French texts fold away; the sample has them, and the name changes too.
    await page.getByText('French (optional)').click()
    const french = page.getByLabel('Name of the scheme in French', { exact: true })
    expect(await french.inputValue()).toBe('BOTUFF')
    expect(await french.getAttribute('lang')).toBe('fr')
    await french.fill('Fonds BOTUFF des familles')

    // The description, with the toolbar: the arrow keys move along it, Bold is pressed.
    const editor = description(page)
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Cover for the whole family. ')
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' }).first()
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
    const shown = page.locator('.scheme__description')
    await shown.locator('strong', { hasText: 'No medical questions' }).waitFor()
    expect(
      await shown.getByRole('link', { name: 'https://union.example/botuff' }).getAttribute('href'),
    ).toBe('https://union.example/botuff')
    const image = page.locator('img.scheme__image')
    expect(await image.getAttribute('src')).toMatch(/^\/media\/schemes\/[0-9a-f]{64}\.png$/)
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.scheme__image')
      return img?.complete && img.naturalWidth === 600
    })
    // In French: the French name; the description, not translated anew, is the sample's French.
    await page.evaluate(() => localStorage.setItem('locale', 'fr'))
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Fonds BOTUFF des familles' }).waitFor()
    expect(await page.locator('.scheme__category').textContent()).toBe('Fonds obsèques')
  })

  it('keeps the second editor’s text beside the first’s version, and carries it onto it', async () => {
    const { page, browser } = session
    // The manager opens the scheme; meanwhile the union's system administrator, in another
    // browser, changes its category and description and saves.
    await openEditPage(page)
    const other = await newContext(browser, { viewport: { width: 390, height: 844 } })
    try {
      const theirs = await other.newPage()
      await openEditPage(theirs, 'system-administrator@union.example')
      await theirs.getByLabel('Category', { exact: true }).fill('Funeral fund for members')
      await description(theirs).click()
      await theirs.keyboard.press('ControlOrMeta+a')
      await theirs.keyboard.type('Their words about the fund.')
      await expect.poll(() => description(theirs).textContent()).toBe('Their words about the fund.')
      await theirs.getByRole('button', { name: 'Save the scheme' }).click()
      await theirs.getByText('Saved. The public pages show the change.').waitFor()
    } finally {
      await other.close()
    }

    // The manager renames it and rewrites the description, and saves over the old version.
    await nameField(page).fill('BOTUFF Members')
    await description(page).click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('My words about the fund.')
    await expect.poll(() => description(page).textContent()).toBe('My words about the fund.')
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'your changes were not saved' })
    await notice.waitFor()
    expect(await notice.textContent()).toContain('system-administrator@union.example')
    await notice.getByText('You both changed 1 text').waitFor()
    // No message dialog on top; nothing typed is lost; the saved version beside it.
    expect(await page.getByRole('dialog', { name: 'Message(s)' }).count()).toBe(0)
    expect(await nameField(page).inputValue()).toBe('BOTUFF Members')
    expect(await description(page).textContent()).toBe('My words about the fund.')
    const saved = page.getByRole('region', { name: 'The saved version' })
    await saved.getByText('Funeral fund for members').waitFor()
    await saved.getByText('Their words about the fund.').waitFor()
    await expectNoAxeViolations(page)

    // Saving again without choosing is refused again, and says so again.
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await notice.waitFor()

    // Their description is copied in; the rest of the manager's changes go on top of their
    // version: the category they did not touch is the saved one.
    await saved
      .getByRole('button', { name: 'Copy into your text Description', exact: true })
      .click()
    await page
      .getByText('Your changes are now on top of the version saved by someone else.')
      .waitFor()
    expect(await description(page).textContent()).toBe('Their words about the fund.')
    // Still beside it, to copy more from, until the next save.
    expect(await saved.count()).toBe(1)
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe(
      'Funeral fund for members',
    )
    expect(await nameField(page).inputValue()).toBe('BOTUFF Members')
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await page.getByText('Saved. The public pages show the change.').waitFor()
    await page.getByRole('link', { name: 'See the public page' }).click()
    await page.getByRole('heading', { level: 1, name: 'BOTUFF Members' }).waitFor()
    expect(await page.locator('.scheme__category').textContent()).toBe('Funeral fund for members')
    expect(await page.locator('.scheme__description').textContent()).toBe(
      'Their words about the fund.',
    )
  })

  it('carries the person’s changes onto the saved version in one step', async () => {
    const { page } = session
    await openEditPage(page)
    await page.getByLabel('Category', { exact: true }).fill('Funeral fund of the union')
    expect(await saveFromPage(page)).toBe(200)
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await page.getByRole('alert').filter({ hasText: 'your changes were not saved' }).waitFor()
    await page.getByRole('button', { name: 'Use my text on top of the saved version' }).click()
    // Their name (which this person left) and this person's category.
    expect(await nameField(page).inputValue()).toBe('BOTUFF by another editor')
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe(
      'Funeral fund of the union',
    )
    await page.getByRole('button', { name: 'Save the scheme' }).click()
    await page.getByText('Saved. The public pages show the change.').waitFor()
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
    // Newest first: the manager's category over another editor's name, category and words;
    // before, the manager's name over the administrator's category and description; the
    // manager's first save, which changed the name, the description, the picture and the
    // French name.
    expect(lists).toEqual([
      ['Category'],
      ['Name of the scheme', 'Category', 'Description'],
      ['Name of the scheme'],
      ['Category', 'Description'],
      ['Name of the scheme', 'Description', 'Picture', 'Texts in French or Setswana'],
    ])
    await expectNoAxeViolations(page)
  })
})
