import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { declareSchema, openOutboxDb, type OutboxEntry } from './db'

const entry = (reference: string, state: OutboxEntry['state']): OutboxEntry => ({
  reference,
  call: 'product/register',
  encoding: 'multipart',
  title: { id: 't' },
  fields: { name: 'Neo' },
  fileCount: 1,
  bytes: 3,
  state,
  attempts: 2,
  nextTryAt: 0,
  createdAt: 1,
  updatedAt: 1,
})

describe('the outbox schema', () => {
  it('records when the database was created', async () => {
    const db = openOutboxDb('schema-created')
    await db.open()
    expect((await db.meta.get('createdAt'))?.value).toEqual(expect.any(Number))
    db.close()
  })

  it('keeps every waiting entry and its bytes when a new version upgrades the database', async () => {
    const name = 'schema-upgrade'
    const current = openOutboxDb(name)
    await current.entries.bulkAdd([
      entry('PR-AAAAAAAA', 'waiting'),
      entry('PR-BBBBBBBB', 'needs-attention'),
    ])
    await current.files.add({
      reference: 'PR-AAAAAAAA',
      field: 'photos',
      name: 'a.jpg',
      type: 'image/jpeg',
      size: 3,
      data: new Uint8Array([1, 2, 3]).buffer,
    })
    current.close()

    // The next version, written the way db.ts says every version must be: it adds an index
    // and rewrites rows in place.
    const next = new Dexie(name) as ReturnType<typeof openOutboxDb>
    declareSchema(next)
    next
      .version(next.verno + 1)
      .stores({ entries: 'reference, state, createdAt, [state+createdAt], call' })
      .upgrade((tx) =>
        tx
          .table('entries')
          .toCollection()
          .modify((row: OutboxEntry) => {
            row.correctPath ??= '/product-pre-registration'
          }),
      )
    await next.open()
    const rows = await next.entries.orderBy('reference').toArray()
    expect(rows.map((r) => [r.reference, r.state, r.fields])).toEqual([
      ['PR-AAAAAAAA', 'waiting', { name: 'Neo' }],
      ['PR-BBBBBBBB', 'needs-attention', { name: 'Neo' }],
    ])
    expect(rows[0]?.correctPath).toBe('/product-pre-registration')
    const [file] = await next.files.where('reference').equals('PR-AAAAAAAA').toArray()
    expect([...new Uint8Array(file!.data)]).toEqual([1, 2, 3])
    expect(await next.entries.where('call').equals('product/register').count()).toBe(2)
    next.close()
  })

  it('declares no version that deletes a store', () => {
    const db = new Dexie('schema-inspect')
    declareSchema(db)
    const versions = (db as unknown as { _versions: Array<{ _cfg: { storesSource: object } }> })
      ._versions
    for (const version of versions) {
      for (const value of Object.values(version._cfg.storesSource)) expect(value).not.toBeNull()
    }
  })
})
