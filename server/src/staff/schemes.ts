/**
 * Scheme editing by the union's staff (docs/design.md section 4a):
 *
 * - `POST /api/staff/schemes/list {}`: the union's schemes as the edit pages need them, with
 *   each one's `version` and who changed it last. Straight from the database, not the public
 *   catalogue's cache: an editor must load what is stored now.
 * - `POST /api/staff/schemes/save` (multipart): `id, title, category, description, version`,
 *   the same texts in French and Setswana (`titleFr`… `descriptionTs`, each optional) and an
 *   optional file `image`. Each description is cleaned to the allow-list
 *   (insurance/rich-text.ts) and bounded before and after; the picture is decoded, must be
 *   square and 512 to 1920 px, is re-encoded without metadata (uploads/check.ts), stored in
 *   the uploads store and listed as public (insurance/scheme-images.ts). The translations
 *   sent replace the scheme's: a field left empty has none, and the pages show the English.
 *
 * Two editors at once: the form sends the `version` it loaded; the update only applies to
 * that version (`where version = $n`, in one statement, so two gateways cannot both win), and
 * a save against an older one is a 409 that says someone else saved first. Nothing of the
 * later save is merged: a description is one text, and silently mixing two people's edits
 * would publish what neither wrote.
 *
 * Every save writes an audit row (who, which scheme, which fields changed, the title,
 * category and picture before and after) in the same transaction as the change. The
 * gateway's catalogue cache is dropped, so the next `schemes/list` here shows the change; other
 * gateways show it within their cache's few seconds (insurance/catalogue.ts).
 */
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { messageText } from '../../../src/shared/messages'
import { schemeMessage as m } from '../../../src/shared/insurance/scheme-messages'
import {
  DESCRIPTION_CLEAN_MAX,
  schemeSaveSchema,
  translationsOf,
  type StaffScheme,
  type TranslatedField,
} from '../../../src/shared/insurance/scheme-edit'
import type { Translations } from '../../../src/shared/insurance/types'
import { SCHEME_FIELDS } from '../../../src/shared/schemas/staff'
import { PICTURE_TYPES } from '../../../src/shared/uploads'
import type { StaffEnv } from '../auth/context'
import { can } from '../auth/permissions'
import type { Queryable } from '../db/db'
import { jsonBody } from '../http/json-body'
import { multipartBody } from '../http/multipart-body'
import { ApiError, ok } from '../http/envelope'
import { forgetCatalogue } from '../insurance/catalogue'
import { cleanDescription, visibleText } from '../insurance/rich-text'
import { schemeImageUrl } from '../insurance/scheme-images'
import { checkUpload, type CheckedUpload } from '../uploads/check'
import { discardUnreferenced, recordUpload, uploadStoreFor } from '../uploads/store'
import { audit } from '../auth/audit-log'

interface Row {
  id: string
  title: string
  category: string
  description: string
  imageUrl: string
  translations: Translations<TranslatedField> | null
  version: number
  updated_at: Date | null
  updated_by: string | null
}

const COLUMNS = `id, title, category, description, "imageUrl", translations, version, updated_at,
  updated_by`

const toScheme = (row: Row): StaffScheme => ({
  id: row.id,
  title: row.title,
  category: row.category,
  description: row.description,
  imageUrl: row.imageUrl,
  translations: row.translations ?? {},
  version: row.version,
  updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
  updatedBy: row.updated_by,
})

/** Schemes are the union's: the guard lets only roles that may save somewhere through. */
function requireUnion(c: Context<StaffEnv>) {
  if (!can(c.get('account'), 'schemes.save', 'union')) {
    throw new ApiError(403, messageText('permission.denied'))
  }
}

const invalid = (path: string, message: string, status: 400 | 415 = 400) =>
  new ApiError(status, message, { errors: [{ path, message }] })

/** The description cleaned; '' for a translation with no text (then there is none). */
function cleanedDescription(html: string, path = 'description'): string {
  const clean = cleanDescription(html)
  if (visibleText(clean) === '') {
    if (path === 'description') throw invalid(path, m('schemeDescription.required'))
    return ''
  }
  if (clean.length > DESCRIPTION_CLEAN_MAX) {
    throw invalid(path, m('schemeDescription.tooLong'))
  }
  return clean
}

/** The same JSON whatever the order of its keys (jsonb keeps its own order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )

async function findScheme(db: Queryable, id: string): Promise<Row> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from funeral_schemes where id = $1`, [id])
  if (!row) throw new ApiError(404, m('scheme.unknown'))
  return row
}

const stale = () => new ApiError(409, m('scheme.stale'))

export const schemesRoutes = new Hono<StaffEnv>()
  .post('/list', jsonBody(v.strictObject({})), async (c) => {
    requireUnion(c)
    const rows = await c
      .get('db')
      .query<Row>(`select ${COLUMNS} from funeral_schemes order by position, id`)
    return ok(c, rows.map(toScheme))
  })
  .post('/save', multipartBody(schemeSaveSchema, { files: { image: { max: 1 } } }), async (c) => {
    requireUnion(c)
    const { fields, files } = c.req.valid('form')
    const db = c.get('db')
    const before = await findScheme(db, fields.id)
    // Refused before the picture is decoded: a stale form's work is lost anyway.
    if (before.version !== fields.version) throw stale()
    const description = cleanedDescription(fields.description)
    const translations = translationsOf(fields, before.translations ?? {}, (html, name) =>
      html.trim() === '' ? '' : cleanedDescription(html, name),
    )

    let image: CheckedUpload | undefined
    // Whether this save put the picture's bytes in the store (they were not there before).
    let fresh = false
    const store = uploadStoreFor(db, c.get('env'))
    const file = files.image?.[0]
    if (file) {
      const result = await checkUpload(file, {
        types: PICTURE_TYPES,
        picture: true,
        squareMessage: m('schemeImage.notSquare'),
        typeMessage: m('schemeImage.type'),
      })
      if (!result.ok) throw invalid('image', result.error.message, result.status)
      image = result.upload
      // Into the store before the rows: a public address must never name missing bytes.
      fresh = await store.take(image.sha256, image.path)
    }
    const imageUrl = image ? schemeImageUrl(image.sha256, image.type) : before.imageUrl
    const email = c.get('account').email
    const at = new Date(c.get('now')()).toISOString()

    // A save that loses (409: someone saved first) takes its picture off the disk at once,
    // unless another row names the same bytes: it is not kept for the hourly sweep.
    const discard = (error: unknown) =>
      discardUnreferenced(db, store, fresh && image ? [image.sha256] : [])
        .catch(() => undefined)
        .then(() => Promise.reject(error as Error))
    const after = await db
      .transaction(async (tx) => {
        if (image) {
          await recordUpload(tx, { sha256: image.sha256, mediaType: image.type, size: image.size })
          await tx.query(
            `insert into scheme_images (sha256, scheme_id) values ($1, $2)
             on conflict (sha256) do nothing`,
            [image.sha256, fields.id],
          )
        }
        const [row] = await tx.query<Row>(
          `update funeral_schemes
           set title = $3, category = $4, description = $5, "imageUrl" = $6,
             translations = $9::jsonb, version = version + 1, updated_at = $7, updated_by = $8
           where id = $1 and version = $2
           returning ${COLUMNS}`,
          [
            fields.id,
            fields.version,
            fields.title,
            fields.category,
            description,
            imageUrl,
            at,
            email,
            JSON.stringify(translations),
          ],
        )
        // Another save came in between the read above and this update.
        if (!row) throw stale()
        const changed = SCHEME_FIELDS.filter((field) =>
          field === 'translations'
            ? canonical(before.translations ?? {}) !== canonical(row.translations ?? {})
            : before[field] !== row[field],
        )
        await audit(
          c,
          {
            action: 'schemes.save',
            organisation: 'union',
            target: fields.id,
            details: {
              changed,
              version: row.version,
              before: { title: before.title, category: before.category, imageUrl: before.imageUrl },
              after: { title: row.title, category: row.category, imageUrl: row.imageUrl },
            },
          },
          tx,
        )
        return row
      })
      .catch(discard)
    forgetCatalogue(db)
    return ok(c, toScheme(after))
  })
