/**
 * Offline copy bench: the signed copy of the verification register (`verify/snapshot`) with
 * 100,000 products flagged, recalled or suspended and 2,000 reported numbers, far more than a
 * register holds (its flagged products are a small part of it): how many bytes a phone
 * downloads (gzipped, as the gateway sends it to every browser) and keeps (the token), and how
 * long a gateway takes to make it (once per change of the register; a phone holding the
 * current copy gets a 304 with no body).
 */
import { gunzipSync } from 'node:zlib'
import { freshDb } from '../../server/src/db/fresh'
import { migrate } from '../../server/src/db/migrate'
import { signingKeyOf } from '../../server/src/signing/keys'
import { currentSnapshot } from '../../server/src/verification/snapshot'
import { generateKeyPairSync } from 'node:crypto'

const PRODUCTS = 100_000
const CALLERS = 2_000
const MiB = 1024 * 1024

export default async function run(): Promise<void> {
  console.log(`## Offline copy of the register: ${PRODUCTS.toLocaleString('en')} products`)
  const db = await freshDb()
  await migrate(db)
  await db.query(`delete from products`)
  // Names and reasons of a realistic length, each name with 8 random hex characters (real names
  // repeat less than five templates would); a tenth recalled or suspended.
  await db.query(
    `insert into products (code, name, manufacturer, status, reason)
     select 'BWX' || lpad(n::text, 7, '0'),
            (array['Cooking oil 2 L', 'Paracetamol tablets 500 mg (24)', 'Infant formula 400 g',
                   'Skin lightening cream 50 ml', 'Energy drink 250 ml'])[1 + n % 5] || ' ' || substr(md5(n::text), 1, 8),
            'Maker ' || (n % 300),
            (array['Reported', 'Reported', 'Reported', 'Reported', 'Reported', 'Reported',
                   'Reported', 'Reported', 'Recalled', 'Suspended'])[1 + n % 10],
            (array['Reported counterfeit', 'Sold with a copied code',
                   'Recalled by the maker: the lid can come loose while boiling'])[1 + n % 3]
     from generate_series(1, ${PRODUCTS}) as n`,
  )
  await db.query(
    `insert into caller_ids (phone, status, reports)
     select '+2677' || lpad(n::text, 7, '0'), 'reported', 1 + n % 40
     from generate_series(1, ${CALLERS}) as n`,
  )
  const key = signingKeyOf(generateKeyPairSync('ed25519').privateKey)
  const started = performance.now()
  const snapshot = await currentSnapshot(db, key, Date.now())
  const made = performance.now() - started
  const text = gunzipSync(snapshot.gzipped).toString()
  const token = (JSON.parse(text) as { data: { token: string } }).data.token
  console.log(`  products ${snapshot.products}, numbers ${snapshot.callers}`)
  console.log(`  token kept on the phone   ${(token.length / MiB).toFixed(2)} MiB`)
  console.log(`  downloaded (gzip)         ${(snapshot.gzipped.length / MiB).toFixed(2)} MiB`)
  console.log(
    `  per product (gzip)        ${((snapshot.gzipped.length / PRODUCTS) * 1).toFixed(1)} B`,
  )
  console.log(`  made in                   ${Math.round(made)} ms (query, signature, gzip)`)
  const again = performance.now()
  await currentSnapshot(db, key, Date.now() + 2_000)
  console.log(`  asked again, unchanged    ${(performance.now() - again).toFixed(1)} ms (304)`)
  await db.close()
}
