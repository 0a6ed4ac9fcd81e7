/**
 * Seeds the verification registers (docs/design.md section 5) at every start: a table that already
 * has rows is left alone, so a restart never duplicates, overwrites or brings back a record an
 * operator changed or deleted. The fixed demo records (server/src/demo.ts) are written out here
 * by hand so that anyone reading the seed sees exactly what the demo answers; the generated
 * bulk comes from seed-verification-data.ts. Rows go in with one `insert ... select from
 * unnest(...)` per table (a few thousand products in tens of milliseconds on PGlite).
 */
import type { Db } from './db'
import {
  flaggedProducts,
  sampleCertifiers,
  sampleProducts,
  type ProductRow,
} from './seed-verification-data'

/**
 * SHA-256 of server/src/fixtures/sample-document.pdf, stored on DOC00012345 so that uploading
 * that file to documents/authenticate finds a genuine document (a test keeps the two in step).
 */
export const SAMPLE_DOCUMENT_SHA256 =
  '5437ae94096548015f9f92552d17d8bf6e16f98d82a436f60e653f4450c7f7a8'

const DEMO_PRODUCTS: ProductRow[] = [
  {
    code: 'BWP100001',
    name: 'Cooking oil 2 L',
    manufacturer: 'Morula Foods (Pty) Ltd',
    batch: 'MF-2026-0142',
    expires_at: '2027-08-31',
    status: 'Registered',
    reason: null,
    certifier: 'Gaborone Testing Laboratory',
  },
  {
    code: 'BWP900009',
    name: 'Paracetamol tablets 500 mg (24)',
    manufacturer: 'Pula Pharmaceuticals (Pty) Ltd',
    batch: null,
    expires_at: null,
    status: 'Reported',
    reason: 'Reported counterfeit',
    certifier: null,
  },
  // Past its expiry date: the expired demo (still Registered; the date decides).
  {
    code: 'BWP300003',
    name: 'Infant formula 400 g',
    manufacturer: 'Tswana Nutrition (Pty) Ltd',
    batch: 'TN-2024-0310',
    expires_at: '2025-06-30',
    status: 'Registered',
    reason: null,
    certifier: 'Gaborone Testing Laboratory',
  },
  // Recalled and suspended by a verify manager (staff/products/set-status), with the reason the
  // public sees.
  {
    code: 'BWP400004',
    name: 'Electric kettle 1.7 L',
    manufacturer: 'Lesedi Appliances (Pty) Ltd',
    batch: 'LA-2026-0077',
    expires_at: null,
    status: 'Recalled',
    reason: 'Recalled by the maker: the lid can come loose while boiling',
    certifier: 'Gaborone Testing Laboratory',
  },
  {
    code: 'BWP500005',
    name: 'Skin lightening cream 50 ml',
    manufacturer: 'Kgalagadi Cosmetics',
    batch: 'KC-2026-0012',
    expires_at: '2027-12-31',
    status: 'Suspended',
    reason: 'Registration suspended while its ingredients are tested',
    certifier: null,
  },
  // BWP555555 is absent on purpose: the not_found demo.
]

// Several names share "Kalahari", so a name search can give several matches.
// prettier-ignore
const ORGANISATIONS = [
  ['BW00001234567', 'Botswana Lottery Services (Pty) Ltd', 'National lottery NL-001', 'Licensed', '2028-03-31'],
  ['BW00002345678', 'Kalahari Sun Casino (Pty) Ltd', 'Casino CL-014', 'Licensed', '2027-09-30'],
  ['BW00003456789', 'Kalahari Lotteries (Pty) Ltd', 'Lottery LT-006', 'Suspended', '2027-12-31'],
  ['BW00004567890', 'Kalahari Gaming Holdings', 'Casino CL-009', 'Licensed', '2025-12-31'],
  ['BW00005678901', 'Okavango Betting Company', 'Betting BL-007', 'Licensed', '2027-06-30'],
  ['BW00006789012', 'Chobe River Bingo Hall', 'Bingo BG-021', 'Licensed', '2027-10-31'],
  ['BW00007890123', 'Gaborone Sports Bet (Pty) Ltd', 'Betting BL-012', 'Revoked', '2027-01-31'],
  ['BW00008901234', 'Tati Route Operators', 'Limited payout machines LPM-033', 'Licensed', '2028-01-31'],
  ['BW00009012345', 'Maun Lucky Draw Promotions', 'Promotion permit PP-118', 'Licensed', '2027-04-30'],
  ['BW00010123456', 'Serowe Social Gaming Club', 'Gaming club GC-004', 'Licensed', '2027-11-30'],
].map(([registration_number, name, licence, status, valid_until]) => ({
  registration_number, name, licence, status, valid_until,
}))

// prettier-ignore
const PROMOTIONS = [
  ['PRM2026', 'WINTER', 'Winter Warmer Giveaway', 'Morula Beverages (Pty) Ltd', '2026-06-01', '2027-12-31', 'Approved'],
  ['PRM2025', 'SUMMER', 'Summer Cash Splash', 'Mokoro Mobile', '2024-12-01', '2025-03-31', 'Approved'],
  ['PRM2026', 'SPRING', 'Spring Airtime Bonanza', 'Mokoro Mobile', '2026-09-01', '2027-08-31', 'Approved'],
  ['PRM2026', 'RAFFLE', 'Back to School Raffle', 'Tlotlo Supermarkets', '2026-01-05', '2026-12-31', 'Withdrawn'],
  ['KSC2026', 'JACKPOT', 'Festive Jackpot Draw', 'Kalahari Sun Casino (Pty) Ltd', '2026-11-01', '2027-01-31', 'Approved'],
].map(([code, promo, title, organiser, starts_at, ends_at, status]) => ({
  code, promo, title, organiser, starts_at, ends_at, status,
}))

// prettier-ignore
const DOCUMENTS = [
  ['DOC00012345', 'Certificate of registration', 'Gambling Regulator', '2026-02-14', 'Thato Mosweu', 'Valid', SAMPLE_DOCUMENT_SHA256],
  ['DOC00023456', 'Gaming licence', 'Gambling Regulator', '2025-07-01', 'Kabo Seretse', 'Valid', null],
  ['DOC00034567', 'Product conformity certificate', 'Standards Bureau', '2026-04-22', 'Naledi Phiri', 'Valid', null],
  ['DOC00045678', 'Trading licence', 'Ministry of Trade', '2024-03-10', 'Mpho Kgosi', 'Revoked', null],
  ['DOC00056789', 'Import permit', 'Medicines Regulator', '2026-09-03', 'Lesego Tau', 'Valid', null],
].map(([reference, type, issuer, issued_at, holder, status, sha256]) => ({
  reference, type, issuer, issued_at, holder, status, sha256,
}))

// prettier-ignore
const CALLER_IDS = [
  ['+26771000001', 'verified', 'Botswana Lottery Services customer line', 0],
  ['+26772000002', 'reported', null, 7],
  ['+2673900100', 'verified', 'Gambling Regulator helpline', 0],
  ['+26774555123', 'reported', null, 3],
  ['+26776123456', 'verified', 'Mokoro Mobile customer care', 0],
  ['+26773999888', 'reported', null, 12],
].map(([phone, status, owner, reports]) => ({ phone, status, owner, reports }))

type Columns = Record<string, string>

/** Inserts rows (marked sample) into an empty table; a table with any row is left alone. */
async function fill(db: Db, table: string, columns: Columns, rows: readonly object[]) {
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from ${table}) as found`,
  )
  if (row?.found) return
  const names = Object.keys(columns)
  const arrays = names.map((name) =>
    rows.map((item) => (item as Record<string, unknown>)[name] ?? null),
  )
  const unnest = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ')
  await db.query(
    `insert into ${table} (${names.join(', ')}, sample)
     select *, true from unnest(${unnest}) on conflict do nothing`,
    arrays,
  )
}

export async function seedVerification(db: Db): Promise<void> {
  await fill(
    db,
    'products',
    {
      code: 'text',
      name: 'text',
      manufacturer: 'text',
      batch: 'text',
      expires_at: 'date',
      status: 'text',
      reason: 'text',
      certifier: 'text',
    },
    [...DEMO_PRODUCTS, ...sampleProducts(), ...flaggedProducts()],
  )
  await fill(
    db,
    'organisations',
    {
      registration_number: 'text',
      name: 'text',
      licence: 'text',
      status: 'text',
      valid_until: 'date',
    },
    ORGANISATIONS,
  )
  await fill(
    db,
    'promotions',
    {
      code: 'text',
      promo: 'text',
      title: 'text',
      organiser: 'text',
      starts_at: 'date',
      ends_at: 'date',
      status: 'text',
    },
    PROMOTIONS,
  )
  await fill(
    db,
    'documents',
    {
      reference: 'text',
      type: 'text',
      issuer: 'text',
      issued_at: 'date',
      holder: 'text',
      status: 'text',
      sha256: 'text',
    },
    DOCUMENTS,
  )
  await fill(
    db,
    'caller_ids',
    { phone: 'text', status: 'text', owner: 'text', reports: 'int' },
    CALLER_IDS,
  )
  await fill(
    db,
    'certifiers',
    {
      id: 'text',
      name: 'text',
      kind: 'text',
      district: 'text',
      address: 'text',
      phone: 'text',
      email: 'text',
      website: 'text',
    },
    sampleCertifiers(),
  )
}
