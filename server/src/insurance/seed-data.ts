/**
 * The sample catalogue (docs/design.md section 5; 000 section 9): schemes BOTUFF, BOTUBS and
 * POLOKO, the eight packages of 000 with their payouts, and add-ons of both types over the
 * sample age bands, every monthly premium between 10 and 135 pula.
 *
 * Decided here, where the documents are silent (README, "Insurance"):
 * - BOTUFF, the union's own funeral fund, offers one package, "Member", paying P 15,000,
 *   with the spouse and children add-ons only (no parents, no extended family).
 * - Package premiums rise with the payout. Add-on premiums are those of the Diamond package
 *   (the largest payout) scaled by 0.4 + 0.6 × payout / 65,000, rounded to 50 thebe and
 *   never below P 10, so a smaller package costs less per person too.
 * - Who each add-on covers: a spouse 18 to 65; a child to 21; a child in full-time study 22
 *   to 25 (comparable covers: to 21, or 26 while studying); a parent or parent-in-law, and
 *   an extended family member, priced by age band up to 85.
 */
import { AGE_BANDS } from '../../../src/shared/insurance/bands'
import type { AddOn, FuneralScheme, Package } from '../../../src/shared/insurance/types'

const DIAMOND_PAYOUT = 65_000

/** Diamond's add-on premiums: fixed ones, then one per age band. */
const FIXED = [
  { key: 'spouse', name: 'Spouse', premium: 35, min: 18, max: 65 },
  { key: 'child', name: 'Child', premium: 18, min: 0, max: 21 },
  { key: 'student', name: 'Child in full-time study', premium: 22, min: 22, max: 25 },
] as const
const BANDED = [
  {
    key: 'parent',
    name: 'Parent or parent-in-law',
    premiums: [20, 24, 30, 40, 55, 70, 90, 110, 130],
  },
  {
    key: 'extended',
    name: 'Extended family member',
    premiums: [22, 26, 32, 44, 60, 76, 96, 118, 135],
  },
] as const

const scaled = (premium: number, payout: number) => {
  const factor = 0.4 + (0.6 * payout) / DIAMOND_PAYOUT
  return Math.min(135, Math.max(10, Math.round(premium * factor * 2) / 2))
}

function addOns(packageId: string, payout: number, familyOnly: boolean): AddOn[] {
  const fixed = FIXED.filter((row) => !familyOnly || row.key !== 'student').map((row): AddOn => ({
    id: `${packageId}-${row.key}`,
    name: row.name,
    premium: scaled(row.premium, payout),
    minAgeRule: row.min,
    maxAgeRule: row.max,
    type: 'Fixed Price',
  }))
  if (familyOnly) return fixed
  const banded = BANDED.flatMap((addOn) =>
    AGE_BANDS.map(([min, max], band): AddOn => ({
      id: `${packageId}-${addOn.key}-${min}-${max}`,
      name: addOn.name,
      premium: scaled(addOn.premiums[band]!, payout),
      minAgeRule: min,
      maxAgeRule: max,
      type: 'Age Based',
    })),
  )
  return [...fixed, ...banded]
}

function pkg(
  schemeId: string,
  title: string,
  premium: number,
  payout: number,
  description: string,
  familyOnly = false,
): Package {
  const id = `${schemeId}-${title.toLowerCase()}`
  return { id, title, description, premium, payout, addOns: addOns(id, payout, familyOnly) }
}

export const SAMPLE_SCHEMES: FuneralScheme[] = [
  {
    id: 'botuff',
    title: 'BOTUFF',
    category: 'Funeral fund',
    imageUrl: '/images/schemes/botuff.svg',
    description:
      '<p>The union’s own <b>funeral fund</b>: one simple package for members, with cover for ' +
      'your spouse and children if you add them.</p>' +
      '<ul><li>Paid by payroll deduction or debit order</li><li>No medical questions</li></ul>',
    packages: [
      pkg('botuff', 'Member', 35, 15_000, 'Basic cover for the member and close family.', true),
    ],
  },
  {
    id: 'botubs',
    title: 'BOTUBS',
    category: 'Burial society',
    imageUrl: '/images/schemes/botubs.svg',
    description:
      '<p>The union’s <b>burial society</b>, in four levels of cover. Add your family, your ' +
      'parents and parents-in-law, and <i>extended family</i> to the level you choose.</p>' +
      '<ul><li>Bronze, Silver, Gold or Diamond</li><li>Premiums for parents and extended ' +
      'family by age</li></ul>' +
      '<p>Questions: <a href="mailto:funeral@union.example">funeral@union.example</a></p>',
    packages: [
      pkg('botubs', 'Bronze', 65, 30_000, 'Entry level of the burial society.'),
      pkg('botubs', 'Silver', 90, 45_000, 'A larger payout for a larger family.'),
      pkg('botubs', 'Gold', 110, 55_000, 'Generous cover for the whole family.'),
      pkg('botubs', 'Diamond', 130, 65_000, 'The largest payout of the burial society.'),
    ],
  },
  {
    id: 'poloko',
    title: 'POLOKO',
    category: 'Family funeral plan',
    imageUrl: '/images/schemes/poloko.svg',
    description:
      '<p><b>Poloko</b> is a family funeral plan with four packages, from Letshegedi to ' +
      'Lerato.</p><ol><li>Choose a package</li><li>Add the people you want to cover</li>' +
      '<li>Pay monthly by payroll deduction or debit order</li></ol>',
    packages: [
      pkg('poloko', 'Letshegedi', 45, 20_000, 'The most affordable family plan.'),
      pkg('poloko', 'Lesedi', 55, 25_000, 'A little more cover for a little more.'),
      pkg('poloko', 'Lebone', 65, 30_000, 'Balanced cover for most families.'),
      pkg('poloko', 'Lerato', 85, 40_000, 'The largest payout of the family plan.'),
    ],
  },
]

/** 000 section 9: the BRONZE package paired with the BOTUBS scheme. */
export const SAMPLE_SUBPOLICIES = [{ schemeId: 'botubs', packageId: 'botubs-bronze' }]
