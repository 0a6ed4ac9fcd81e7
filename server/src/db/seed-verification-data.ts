/**
 * The sample records of the verification registers (docs/design.md section 5), generated the same
 * way on every machine: no randomness, no clock. The fixed demo records that the start banner
 * prints and the tests rely on (server/src/demo.ts) are written out by hand in
 * seed-verification.ts; this module adds the realistic bulk around them: a few thousand
 * product codes, a register of certifiers across the ten districts (docs/design.md 4a), more
 * organisations, promotions, documents and caller IDs in each verdict. Every name is invented;
 * each row is stored with `sample = true` and every answer says so.
 */

export interface ProductRow {
  code: string
  name: string
  manufacturer: string
  batch: string | null
  expires_at: string | null
  status: string
  reason: string | null
  certifier: string | null
}

export interface CertifierRow {
  id: string
  name: string
  kind: string
  district: string
  address: string
  phone: string
  email: string
  website: string | null
}

/** The ten district keys, each with towns that have a verification site. */
export const DISTRICT_TOWNS: Record<string, string[]> = {
  central: ['Serowe', 'Palapye', 'Mahalapye', 'Selebi-Phikwe'],
  chobe: ['Kasane'],
  ghanzi: ['Ghanzi'],
  kgalagadi: ['Tsabong', 'Hukuntsi'],
  ngamiland: ['Maun', 'Shakawe'],
  kgatleng: ['Mochudi'],
  kweneng: ['Molepolole', 'Thamaga'],
  'north-east': ['Masunga', 'Francistown'],
  south: ['Kanye', 'Moshupa'],
  'south-east': ['Gaborone', 'Ramotswa'],
}

/**
 * Kinds of verification site, each with the words its sites are named by. The kind's own words
 * stay out of the names on purpose, so a search by kind is seen to search the kind.
 */
export const CERTIFIER_KINDS: { kind: string; named: string; mailbox: string }[] = [
  { kind: 'Standards laboratory', named: 'Testing Laboratory', mailbox: 'lab' },
  { kind: 'Pharmacy inspectorate', named: 'Medicines Inspection Unit', mailbox: 'medicines' },
  { kind: 'Consumer office', named: 'Consumer Protection Office', mailbox: 'consumer' },
  { kind: 'Food safety office', named: 'Food Safety Office', mailbox: 'food' },
  { kind: 'Licensing office', named: 'Gambling Licensing Office', mailbox: 'licensing' },
]

const STREETS = ['Main Mall', 'Station Road', 'Kgosi Street', 'Independence Avenue', 'Mall Road']

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** 50 sites: every kind in every district (three pages of 20). */
export function sampleCertifiers(): CertifierRow[] {
  const rows: CertifierRow[] = []
  let n = 0
  for (const [district, towns] of Object.entries(DISTRICT_TOWNS)) {
    CERTIFIER_KINDS.forEach(({ kind, named, mailbox }, k) => {
      n += 1
      const town = towns[k % towns.length] ?? district
      rows.push({
        id: `CRT-${String(n).padStart(3, '0')}`,
        name: `${town} ${named}`,
        kind,
        district,
        address: `Plot ${100 + ((n * 37) % 900)}, ${STREETS[n % STREETS.length]}, ${town}`,
        phone: `+267 ${300 + ((n * 13) % 90)} ${String(1000 + ((n * 271) % 9000))}`,
        email: `${mailbox}.${slug(town)}@sites.example`,
        website: n % 3 === 0 ? `https://${slug(town)}-${mailbox}.example` : null,
      })
    })
  }
  return rows
}

const GOODS = [
  'Cooking oil 2 L',
  'Maize meal 10 kg',
  'Paracetamol tablets 500 mg (24)',
  'Infant formula 400 g',
  'Washing powder 2 kg',
  'Bottled water 500 ml',
  'Phone charger 20 W',
  'Body lotion 400 ml',
  'Baked beans 410 g',
  'Energy drink 250 ml',
  'Sorghum meal 5 kg',
  'Cough syrup 100 ml',
]

const MAKERS = [
  'Morula Foods (Pty) Ltd',
  'Pula Pharmaceuticals (Pty) Ltd',
  'Mophane Household Products',
  'Letlhakane Beverages',
  'Tswelelo Electronics',
  'Naledi Cosmetics',
  'Boteti Mills',
  'Lobatse Canning Company',
]

const LABS = sampleCertifiers().filter((row) => row.kind === 'Standards laboratory')

/** `count` registered products from BWP100002 on (BWP100001 is a fixed demo record). */
export function sampleProducts(count = 3000): ProductRow[] {
  const rows: ProductRow[] = []
  for (let i = 2; i <= count + 1; i++) {
    const code = `BWP${100000 + i}`
    const expires = new Date(Date.UTC(2027, 0, 1) + ((i * 7) % 700) * 86_400_000)
    rows.push({
      code,
      name: GOODS[i % GOODS.length]!,
      manufacturer: MAKERS[(i * 5) % MAKERS.length]!,
      batch: `B${26 + (i % 2)}-${String((i * 31) % 10_000).padStart(4, '0')}`,
      expires_at: expires.toISOString().slice(0, 10),
      status: 'Registered',
      reason: null,
      certifier: LABS[i % LABS.length]!.name,
    })
  }
  return rows
}

/** Flagged codes BWP900001 to BWP900012 (BWP900009, a fixed demo record, is written by hand). */
export function flaggedProducts(): ProductRow[] {
  const rows: ProductRow[] = []
  for (let i = 1; i <= 12; i++) {
    if (i === 9) continue
    const recalled = i % 4 === 0
    rows.push({
      code: `BWP${900000 + i}`,
      name: GOODS[(i * 3) % GOODS.length]!,
      manufacturer: MAKERS[i % MAKERS.length]!,
      batch: recalled ? `R26-${String(i * 111).padStart(4, '0')}` : null,
      expires_at: null,
      status: recalled ? 'Recalled' : 'Reported',
      reason: recalled ? 'Recalled by the manufacturer' : 'Reported counterfeit',
      certifier: null,
    })
  }
  return rows
}
