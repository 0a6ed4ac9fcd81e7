/**
 * Seeds the sample catalogue (seed-data.ts) at every start, like the other registers: when
 * funeral_schemes already has rows nothing is written, so a restart never duplicates or
 * brings back what the union changed. One multi-row insert per table, in one transaction.
 * The look and the inserts hold one advisory lock: gateways starting together on a new
 * database (docs/design.md section 4, several gateways) would otherwise both find it empty,
 * and the second would stop on the first's rows.
 *
 * A catalogue seeded before its texts had translations (migration 016) gets the sample's, on
 * the rows still as seeded and without any: a scheme never saved by staff (version 1), a
 * package or add-on whose English is the sample's. What the union wrote stays as it is.
 */
import type { Db, Queryable } from '../db/db'
import type { FuneralScheme } from '../../../src/shared/insurance/types'
import { SAMPLE_SCHEMES, SAMPLE_SUBPOLICIES } from './seed-data'

const SEED_LOCK = 7_214_011

function rowsOf(schemes: readonly FuneralScheme[]) {
  const packages = schemes.flatMap((scheme) =>
    scheme.packages.map((item, position) => ({ ...item, schemeId: scheme.id, position })),
  )
  const addOns = packages.flatMap((item) =>
    item.addOns.map((addOn, position) => ({ ...addOn, packageId: item.id, position })),
  )
  return { packages, addOns }
}

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key])
const json = (rows: readonly { translations?: object }[]) =>
  rows.map((row) => JSON.stringify(row.translations ?? {}))

async function addTranslations(tx: Queryable, schemes: readonly FuneralScheme[]) {
  const { packages, addOns } = rowsOf(schemes)
  await tx.query(
    `update funeral_schemes s set translations = v.tr::jsonb
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       as v(id, title, category, description, tr)
     where s.id = v.id and s.sample and s.version = 1 and s.translations = '{}'::jsonb
       and s.title = v.title and s.category = v.category and s.description = v.description`,
    [
      column(schemes, 'id'),
      column(schemes, 'title'),
      column(schemes, 'category'),
      column(schemes, 'description'),
      json(schemes),
    ],
  )
  await tx.query(
    `update packages p set translations = v.tr::jsonb
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as v(id, title, description, tr)
     where p.id = v.id and p.sample and p.translations = '{}'::jsonb
       and p.title = v.title and p.description = v.description`,
    [
      column(packages, 'id'),
      column(packages, 'title'),
      column(packages, 'description'),
      json(packages),
    ],
  )
  await tx.query(
    `update add_ons a set translations = v.tr::jsonb
     from unnest($1::text[], $2::text[], $3::text[]) as v(id, name, tr)
     where a.id = v.id and a.sample and a.translations = '{}'::jsonb and a.name = v.name`,
    [column(addOns, 'id'), column(addOns, 'name'), json(addOns)],
  )
}

export async function seedInsurance(db: Db, schemes = SAMPLE_SCHEMES): Promise<void> {
  const { packages, addOns } = rowsOf(schemes)
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    const [existing] = await tx.query<{ n: number }>('select count(*) as n from funeral_schemes')
    if ((existing?.n ?? 0) > 0) return addTranslations(tx, schemes)
    await tx.query(
      `insert into funeral_schemes
         (id, title, description, "imageUrl", category, position, translations, sample)
       select id, title, description, image, category, position, tr::jsonb, true
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
         $7::text[]) as v(id, title, description, image, category, position, tr)`,
      [
        column(schemes, 'id'),
        column(schemes, 'title'),
        column(schemes, 'description'),
        column(schemes, 'imageUrl'),
        column(schemes, 'category'),
        schemes.map((_, position) => position),
        json(schemes),
      ],
    )
    await tx.query(
      `insert into packages
         (id, scheme_id, title, description, premium, payout, position, translations, sample)
       select id, scheme, title, description, premium, payout, position, tr::jsonb, true
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[],
         $6::numeric[], $7::int[], $8::text[])
         as v(id, scheme, title, description, premium, payout, position, tr)`,
      [
        column(packages, 'id'),
        column(packages, 'schemeId'),
        column(packages, 'title'),
        column(packages, 'description'),
        column(packages, 'premium'),
        column(packages, 'payout'),
        column(packages, 'position'),
        json(packages),
      ],
    )
    await tx.query(
      `insert into add_ons (id, package_id, name, premium, "minAgeRule", "maxAgeRule", type,
         position, translations, sample)
       select id, package, name, premium, min, max, type, position, tr::jsonb, true
       from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::int[], $6::int[],
         $7::text[], $8::int[], $9::text[])
         as v(id, package, name, premium, min, max, type, position, tr)`,
      [
        column(addOns, 'id'),
        column(addOns, 'packageId'),
        column(addOns, 'name'),
        column(addOns, 'premium'),
        column(addOns, 'minAgeRule'),
        column(addOns, 'maxAgeRule'),
        column(addOns, 'type'),
        column(addOns, 'position'),
        json(addOns),
      ],
    )
    for (const { schemeId, packageId } of SAMPLE_SUBPOLICIES) {
      await tx.query(
        'insert into subpolicies (scheme_id, package_id, sample) values ($1, $2, true)',
        [schemeId, packageId],
      )
    }
  })
}
