/**
 * Seeds the sample catalogue (seed-data.ts) at every start, like the other registers: when
 * funeral_schemes already has rows nothing is written, so a restart never duplicates or
 * brings back what the union changed. One multi-row insert per table, in one transaction.
 * The look and the inserts hold one advisory lock: gateways starting together on a new
 * database (docs/design.md section 4, several gateways) would otherwise both find it empty,
 * and the second would stop on the first's rows.
 */
import type { Db } from '../db/db'
import { SAMPLE_SCHEMES, SAMPLE_SUBPOLICIES } from './seed-data'

const SEED_LOCK = 7_214_011

export async function seedInsurance(db: Db, schemes = SAMPLE_SCHEMES): Promise<void> {
  const packages = schemes.flatMap((scheme) =>
    scheme.packages.map((item, position) => ({ ...item, schemeId: scheme.id, position })),
  )
  const addOns = packages.flatMap((item) =>
    item.addOns.map((addOn, position) => ({ ...addOn, packageId: item.id, position })),
  )
  const column = <T, K extends keyof T>(rows: T[], key: K) => rows.map((row) => row[key])
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    const [existing] = await tx.query<{ n: number }>('select count(*) as n from funeral_schemes')
    if ((existing?.n ?? 0) > 0) return
    await tx.query(
      `insert into funeral_schemes (id, title, description, "imageUrl", category, position, sample)
       select *, true from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
      [
        column(schemes, 'id'),
        column(schemes, 'title'),
        column(schemes, 'description'),
        column(schemes, 'imageUrl'),
        column(schemes, 'category'),
        schemes.map((_, position) => position),
      ],
    )
    await tx.query(
      `insert into packages (id, scheme_id, title, description, premium, payout, position, sample)
       select *, true from unnest($1::text[], $2::text[], $3::text[], $4::text[],
         $5::numeric[], $6::numeric[], $7::int[])`,
      [
        column(packages, 'id'),
        column(packages, 'schemeId'),
        column(packages, 'title'),
        column(packages, 'description'),
        column(packages, 'premium'),
        column(packages, 'payout'),
        column(packages, 'position'),
      ],
    )
    await tx.query(
      `insert into add_ons (id, package_id, name, premium, "minAgeRule", "maxAgeRule", type,
         position, sample)
       select *, true from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::int[],
         $6::int[], $7::text[], $8::int[])`,
      [
        column(addOns, 'id'),
        column(addOns, 'packageId'),
        column(addOns, 'name'),
        column(addOns, 'premium'),
        column(addOns, 'minAgeRule'),
        column(addOns, 'maxAgeRule'),
        column(addOns, 'type'),
        column(addOns, 'position'),
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
