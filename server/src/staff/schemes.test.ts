/**
 * `staff/schemes/list` and `staff/schemes/save` on the gateway: who may save
 * (every demo account), the checks of every field and of the picture, the 404 and the 409 of
 * two editors, the audit row, and that the public `schemes/list` and the picture's public
 * address then show the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffScheme } from '../../../src/shared/insurance/scheme-edit'
import type { AuditRow } from '../../../src/shared/schemas/staff'
import { MESSAGES } from '../../../src/shared/messages'
import { SCHEME_MESSAGES } from '../../../src/shared/insurance/scheme-messages'
import { signIn, signInAs, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { DEMO_ACCOUNTS } from '../auth/seed-staff'
import { configureCatalogue } from '../insurance/catalogue'
import { seedInsurance } from '../insurance/seed'
import { expectFailure, postJson } from '../testing'
import { realPdf } from '../testing-files'
import { parseEnv } from '../env'
import { uploadStoreFor } from '../uploads/store'
import { picture } from '../uploads/test-files'
import { postSave, saveForm, type SaveInput } from './testing-schemes'

let t: StaffTest
let manager: string

beforeAll(async () => {
  t = await staffTest()
  await seedInsurance(t.db)
  // The catalogue cache as in production: the save must drop it, not a test setting.
  configureCatalogue(t.db)
  manager = await signIn(t.app, 'manager@union.example')
}, 60_000)
afterAll(async () => {
  await t.close()
})

async function current(id: string): Promise<StaffScheme> {
  const response = await staffPost(t.app, '/api/staff/schemes/list', {}, { cookie: manager })
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: StaffScheme[] }
  return data.find((scheme) => scheme.id === id)!
}

const valid = async (id = 'poloko', more: SaveInput = {}): Promise<SaveInput> => ({
  id,
  title: 'POLOKO Plus',
  category: 'Family plan',
  description: '<p>New <strong>words</strong></p>',
  version: String((await current(id)).version),
  ...more,
})

async function publicScheme(id: string) {
  const response = await postJson(t.app, '/api/schemes/list', {})
  const { data } = (await response.json()) as { data: StaffScheme[] }
  return data.find((scheme) => scheme.id === id)!
}

describe('who may save a scheme', () => {
  it.each(DEMO_ACCOUNTS)('$email', async (account) => {
    const cookie = await signInAs(t.app, t.db, account)
    const allowed =
      account.role === 'super-administrator' ||
      (account.organisation === 'union' &&
        (account.role === 'manager' || account.role === 'system-administrator'))
    const response = await postSave(t.app, saveForm(await valid('botuff')), cookie)
    if (allowed) expect(response.status).toBe(200)
    else await expectFailure(response, 403)
    const list = await staffPost(t.app, '/api/staff/schemes/list', {}, { cookie })
    expect(list.status).toBe(allowed ? 200 : 403)
  })

  it('refuses a save without a session (401) and from another site (403)', async () => {
    await expectFailure(await postSave(t.app, saveForm(await valid()), undefined), 401)
    const form = saveForm(await valid())
    await expectFailure(await postSave(t.app, form, manager, 'https://evil.example'), 403)
  })
})

describe('saving a scheme', () => {
  it('stores the cleaned description, writes the audit row, and schemes/list shows it', async () => {
    const before = await publicScheme('poloko') // fills the catalogue cache
    expect(before.title).toBe('POLOKO')
    const input = await valid('poloko', {
      description:
        '<p onclick="x()">Cover for <b>everyone</b> <a href="javascript:alert(1)">here</a> ' +
        '<a href="https://union.example/poloko" target="_blank">more</a></p><script>x()</script>',
    })
    const response = await postSave(t.app, saveForm(input), manager)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: StaffScheme }
    const description =
      '<p>Cover for <b>everyone</b> <a>here</a> <a href="https://union.example/poloko">more</a></p>'
    expect(data).toMatchObject({
      title: 'POLOKO Plus',
      category: 'Family plan',
      description,
      version: Number(input.version) + 1,
      updatedBy: 'manager@union.example',
    })
    expect(await publicScheme('poloko')).toMatchObject({
      title: 'POLOKO Plus',
      category: 'Family plan',
      description,
    })
    const [row] = await t.db.query<{ actor_email: string; target: string; details: unknown }>(
      `select actor_email, target, details from audit_log
       where action = 'schemes.save' order by id desc limit 1`,
    )
    expect(row).toMatchObject({
      actor_email: 'manager@union.example',
      target: 'poloko',
      details: {
        changed: ['title', 'category', 'description'],
        before: { title: 'POLOKO', category: 'Family funeral plan' },
        after: { title: 'POLOKO Plus', category: 'Family plan' },
      },
    })
    // The audit log names the fields that changed, and only a scheme's own fields.
    const auditor = await signIn(t.app, 'system-administrator@union.example')
    const audit = await staffPost(
      t.app,
      '/api/staff/audit/list',
      { action: 'schemes.save' },
      { cookie: auditor },
    )
    const { data: rows } = (await audit.json()) as { data: AuditRow[] }
    expect(rows[0]).toMatchObject({
      target: 'poloko',
      changed: ['title', 'category', 'description'],
    })
    await t.db.query(
      `insert into audit_log (at, organisation, action, outcome, target, details)
       values (now(), 'union', 'schemes.save', 'success', 'botubs', $1)`,
      [JSON.stringify({ changed: ['title', '<script>', 42] })],
    )
    const again = await staffPost(t.app, '/api/staff/audit/list', {}, { cookie: auditor })
    const { data: latest } = (await again.json()) as { data: AuditRow[] }
    expect(latest.find((row) => row.target === 'botubs')?.changed).toEqual(['title'])
    expect(latest.find((row) => row.action === 'sign-in')).not.toHaveProperty('changed')
  })

  it('saves the texts in French and Setswana, cleaned, and keeps those not sent', async () => {
    const before = await current('botuff')
    expect(before.translations.fr?.category).toBe('Fonds obsèques')
    const input = await valid('botuff', {
      title: before.title,
      category: before.category,
      description: before.description,
      titleFr: ' BOTUFF ',
      categoryFr: 'Fonds obsèques des membres',
      descriptionFr: '<p onclick="x()">Le <b>fonds</b> du syndicat.</p><script>x()</script>',
      // Setswana: the category removed (the English then shows), the rest not sent (kept).
      categoryTs: '',
    })
    const response = await postSave(t.app, saveForm(input), manager)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: StaffScheme }
    expect(data.translations).toEqual({
      fr: {
        title: 'BOTUFF',
        category: 'Fonds obsèques des membres',
        description: '<p>Le <b>fonds</b> du syndicat.</p>',
      },
      ts: { title: 'BOTUFF', description: before.translations.ts?.description },
    })
    expect((await publicScheme('botuff')).translations).toEqual(data.translations)
    const [row] = await t.db.query<{ details: { changed: string[] } }>(
      `select details from audit_log where action = 'schemes.save' order by id desc limit 1`,
    )
    expect(row?.details.changed).toEqual(['translations'])
    // A French name too short, and a French description of markup alone (then none).
    const refused = await postSave(
      t.app,
      saveForm(await valid('botuff', { titleFr: 'B' })),
      manager,
    )
    const body = await expectFailure(refused, 400)
    expect(body.errors).toEqual([
      { path: 'titleFr', message: SCHEME_MESSAGES['schemeTitle.tooShort'].replace('{min}', '2') },
    ])
    const empty = await postSave(
      t.app,
      saveForm(await valid('botuff', { descriptionFr: '<p><br></p>' })),
      manager,
    )
    expect(empty.status).toBe(200)
    expect((await current('botuff')).translations.fr?.description).toBeUndefined()
  })

  it('answers 404 for an unknown scheme', async () => {
    const input = { ...(await valid()), id: 'no-such-scheme' }
    const body = await expectFailure(await postSave(t.app, saveForm(input), manager), 404)
    expect(body.message).toBe(SCHEME_MESSAGES['scheme.unknown'])
  })

  it('refuses the second of two saves of the same version (409)', async () => {
    const first = await valid('botubs', { title: 'First editor' })
    const second = { ...first, title: 'Second editor' }
    expect((await postSave(t.app, saveForm(first), manager)).status).toBe(200)
    const body = await expectFailure(await postSave(t.app, saveForm(second), manager), 409)
    expect(body.message).toBe(SCHEME_MESSAGES['scheme.stale'])
    expect((await current('botubs')).title).toBe('First editor')
  })

  it.each([
    ['no title', { title: '' }, 'title', SCHEME_MESSAGES['schemeTitle.required']],
    [
      'a long title',
      { title: 'x'.repeat(101) },
      'title',
      'Name of the scheme must be 100 characters or fewer',
    ],
    ['a control character', { title: 'POLOKO\u0000' }, 'title', MESSAGES['text.control']],
    ['a line break in the category', { category: 'a\nb' }, 'category', MESSAGES['text.control']],
    ['no category', { category: ' ' }, 'category', SCHEME_MESSAGES['schemeCategory.required']],
    [
      'no description',
      { description: '' },
      'description',
      SCHEME_MESSAGES['schemeDescription.required'],
    ],
    [
      'a description of markup only',
      { description: '<p> </p><script>x</script>' },
      'description',
      SCHEME_MESSAGES['schemeDescription.required'],
    ],
    [
      'a huge description',
      { description: 'a'.repeat(16_001) },
      'description',
      SCHEME_MESSAGES['schemeDescription.tooLong'],
    ],
    [
      'too long once cleaned',
      { description: `<p>${'a'.repeat(10_000)}</p>` },
      'description',
      SCHEME_MESSAGES['schemeDescription.tooLong'],
    ],
    [
      'a version that is not a number',
      { version: '1e3' },
      'version',
      SCHEME_MESSAGES['scheme.stale'],
    ],
  ])('refuses %s (400)', async (_, change, path, message) => {
    const input = { ...(await valid()), ...change }
    const body = await expectFailure(await postSave(t.app, saveForm(input), manager), 400)
    expect(body.errors).toContainEqual({ path, message })
  })

  it('refuses a form without the version it loaded', async () => {
    const input = { ...(await valid()), version: undefined }
    const body = await expectFailure(await postSave(t.app, saveForm(input), manager), 400)
    expect(body.errors?.map((error) => error.path)).toEqual(['version'])
  })

  it('refuses an unknown field, and JSON instead of multipart', async () => {
    const form = saveForm(await valid())
    form.append('imageUrl', 'javascript:alert(1)')
    await expectFailure(await postSave(t.app, form, manager), 400)
    const json = await staffPost(t.app, '/api/staff/schemes/save', await valid(), {
      cookie: manager,
    })
    await expectFailure(json, 415)
  })
})

describe('the picture of a scheme', () => {
  it('takes a square picture, re-encoded, served publicly at a content address', async () => {
    const bytes = await picture('jpeg', 600, 600, {
      exif: { IFD0: { Copyright: 'secret-location' } },
    })
    const input = await valid('botuff', { image: { bytes, name: 'logo.jpg' } })
    const response = await postSave(t.app, saveForm(input), manager)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: StaffScheme }
    expect(data.imageUrl).toMatch(/^\/media\/schemes\/[0-9a-f]{64}\.jpg$/)
    expect((await publicScheme('botuff')).imageUrl).toBe(data.imageUrl)

    const image = await t.app.request(data.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const served = new Uint8Array(await image.arrayBuffer())
    expect(Buffer.from(served).includes('secret-location')).toBe(false)
    expect(Buffer.from(served).equals(Buffer.from(bytes))).toBe(false) // re-encoded
  })

  it.each([
    ['not square', () => picture('png', 800, 600), 400, SCHEME_MESSAGES['schemeImage.notSquare']],
    [
      'too small',
      () => picture('png', 300, 300),
      400,
      'Choose a picture at least 512 pixels wide and high',
    ],
    [
      'too large',
      () => picture('webp', 2000, 2000),
      400,
      'The picture must be 1920 pixels or smaller on its longest side',
    ],
    ['a PDF', async () => realPdf(), 415, SCHEME_MESSAGES['schemeImage.type']],
    [
      'not a picture at all',
      async () => new TextEncoder().encode('<svg onload=alert(1)>'),
      415,
      SCHEME_MESSAGES['schemeImage.type'],
    ],
  ])('refuses a picture that is %s', async (_, make, status, message) => {
    const before = await current('botuff')
    const input = await valid('botuff', { image: { bytes: await make() } })
    const body = await expectFailure(await postSave(t.app, saveForm(input), manager), status)
    expect(body.errors).toContainEqual({ path: 'image', message })
    expect(await current('botuff')).toEqual(before)
  })

  it('takes the refused picture of two racing saves off the store at once', async () => {
    const base = await valid('poloko')
    const saves = await Promise.all(
      [600, 700].map(async (size) =>
        postSave(
          t.app,
          saveForm({ ...base, image: { bytes: await picture('png', size, size) } }),
          manager,
        ),
      ),
    )
    expect(saves.map((response) => response.status).sort()).toEqual([200, 409])
    // Every stored file is named by a row: the loser's picture is not left for the sweep.
    const store = uploadStoreFor(t.db, parseEnv({ NODE_ENV: 'test' }))
    const stored = await store.list(0)
    const rows = await t.db.query<{ sha256: string }>(
      'select sha256 from uploads where sha256 = any($1::text[])',
      [stored],
    )
    expect(rows.map((row) => row.sha256).sort()).toEqual([...stored].sort())
    const winner = (await current('poloko')).imageUrl
    expect(stored.some((sha256) => winner.includes(sha256))).toBe(true)
  })

  it('refuses two pictures', async () => {
    const bytes = await picture('png', 512, 512)
    const form = saveForm(await valid('botuff', { image: { bytes } }))
    form.append('image', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'second.png')
    await expectFailure(await postSave(t.app, form, manager), 400)
  })

  it('serves no other upload at the public address', async () => {
    const [upload] = await t.db.query<{ sha256: string }>(
      `insert into uploads (sha256, media_type, size) values ($1, 'image/png', 1)
       returning sha256`,
      ['a'.repeat(64)],
    )
    for (const path of [
      `/media/schemes/${upload!.sha256}.png`,
      '/media/schemes/../../etc/passwd',
      '/media/schemes/nothing.png',
    ]) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(404)
    }
  })
})
