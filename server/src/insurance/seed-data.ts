/**
 * The sample catalogue (docs/design.md section 5): schemes BOTUFF, BOTUBS and
 * POLOKO, the eight packages with their given payouts, and add-ons of both types over the
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
 * - Every text in French and Setswana too (`translations`, types.ts). The schemes' names
 *   (acronyms) and POLOKO's packages (Setswana words) are names, the same in every language;
 *   the tiers of BOTUBS are translated, as members read them as words.
 */
import { AGE_BANDS } from '../../../src/shared/insurance/bands'
import type {
  AddOn,
  FuneralScheme,
  Package,
  Translations,
} from '../../../src/shared/insurance/types'

type Words = { fr: string; ts: string }
const names = (words: Words): Translations<'name'> => ({
  fr: { name: words.fr },
  ts: { name: words.ts },
})

const DIAMOND_PAYOUT = 65_000

/** Diamond's add-on premiums: fixed ones, then one per age band. */
const FIXED = [
  {
    key: 'spouse',
    name: 'Spouse',
    words: { fr: 'Conjoint(e)', ts: 'Molekane' },
    premium: 35,
    min: 18,
    max: 65,
  },
  {
    key: 'child',
    name: 'Child',
    words: { fr: 'Enfant', ts: 'Ngwana' },
    premium: 18,
    min: 0,
    max: 21,
  },
  {
    key: 'student',
    name: 'Child in full-time study',
    words: {
      fr: 'Enfant aux études à plein temps',
      ts: 'Ngwana yo o tsenang sekolo nako e e feletseng',
    },
    premium: 22,
    min: 22,
    max: 25,
  },
] as const
const BANDED = [
  {
    key: 'parent',
    name: 'Parent or parent-in-law',
    words: { fr: 'Parent ou beau-parent', ts: 'Motsadi kgotsa motsadi wa molekane' },
    premiums: [20, 24, 30, 40, 55, 70, 90, 110, 130],
  },
  {
    key: 'extended',
    name: 'Extended family member',
    words: { fr: 'Membre de la famille élargie', ts: 'Leloko la losika lo lo atologileng' },
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
    translations: names(row.words),
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
      translations: names(addOn.words),
    })),
  )
  return [...fixed, ...banded]
}

/** A package's title and description in French and Setswana. */
type PackageWords = { fr: [string, string]; ts: [string, string] }

function pkg(
  schemeId: string,
  title: string,
  premium: number,
  payout: number,
  description: string,
  words: PackageWords,
  familyOnly = false,
): Package {
  const id = `${schemeId}-${title.toLowerCase()}`
  const translations = {
    fr: { title: words.fr[0], description: words.fr[1] },
    ts: { title: words.ts[0], description: words.ts[1] },
  }
  return {
    id,
    title,
    description,
    premium,
    payout,
    addOns: addOns(id, payout, familyOnly),
    translations,
  }
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
    translations: {
      fr: {
        title: 'BOTUFF',
        category: 'Fonds obsèques',
        description:
          '<p>Le <b>fonds obsèques</b> du syndicat : une formule simple pour les membres, avec ' +
          'une couverture pour votre conjoint(e) et vos enfants si vous les ajoutez.</p>' +
          '<ul><li>Payée par retenue sur salaire ou par prélèvement</li>' +
          '<li>Aucune question médicale</li></ul>',
      },
      ts: {
        title: 'BOTUFF',
        category: 'Letlole la phitlho',
        description:
          '<p><b>Letlole la phitlho</b> la mokgatlho ka bolone: sephuthelo se le sengwe se se ' +
          'bonolo sa maloko, le tshireletso ya molekane wa gago le bana fa o ba oketsa.</p>' +
          '<ul><li>E duelwa ka go ntshiwa mo mogolong kgotsa ka debit order</li>' +
          '<li>Ga go na dipotso tsa bongaka</li></ul>',
      },
    },
    packages: [
      pkg(
        'botuff',
        'Member',
        35,
        15_000,
        'Basic cover for the member and close family.',
        {
          fr: ['Membre', 'Couverture de base pour le membre et sa famille proche.'],
          ts: ['Leloko', 'Tshireletso ya motheo ya leloko le ba lelapa ba ba gaufi.'],
        },
        true,
      ),
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
    translations: {
      fr: {
        title: 'BOTUBS',
        category: 'Société d’inhumation',
        description:
          '<p>La <b>société d’inhumation</b> du syndicat, en quatre niveaux de couverture. ' +
          'Ajoutez votre famille, vos parents et beaux-parents, et votre <i>famille élargie</i> ' +
          'au niveau que vous choisissez.</p>' +
          '<ul><li>Bronze, Argent, Or ou Diamant</li><li>Cotisations pour les parents et la ' +
          'famille élargie selon l’âge</li></ul>' +
          '<p>Questions : <a href="mailto:funeral@union.example">funeral@union.example</a></p>',
      },
      ts: {
        title: 'BOTUBS',
        category: 'Mokgatlho wa phitlho',
        description:
          '<p><b>Mokgatlho wa phitlho</b> wa mokgatlho, ka magato a le mane a tshireletso. ' +
          'Oketsa lelapa la gago, batsadi ba gago le batsadi ba molekane, le <i>losika lo lo ' +
          'atologileng</i> mo legatong le o le tlhophang.</p>' +
          '<ul><li>Boronse, Selefera, Gouta kgotsa Taemane</li><li>Dituelo tsa batsadi le ' +
          'losika lo lo atologileng go ya ka dingwaga</li></ul>' +
          '<p>Dipotso: <a href="mailto:funeral@union.example">funeral@union.example</a></p>',
      },
    },
    packages: [
      pkg('botubs', 'Bronze', 65, 30_000, 'Entry level of the burial society.', {
        fr: ['Bronze', 'Le premier niveau de la société d’inhumation.'],
        ts: ['Boronse', 'Legato la ntlha la mokgatlho wa phitlho.'],
      }),
      pkg('botubs', 'Silver', 90, 45_000, 'A larger payout for a larger family.', {
        fr: ['Argent', 'Un capital plus élevé pour une famille plus grande.'],
        ts: ['Selefera', 'Madi a mantsi a a duelwang a lelapa le legolwane.'],
      }),
      pkg('botubs', 'Gold', 110, 55_000, 'Generous cover for the whole family.', {
        fr: ['Or', 'Une couverture généreuse pour toute la famille.'],
        ts: ['Gouta', 'Tshireletso e kgolo ya lelapa lotlhe.'],
      }),
      pkg('botubs', 'Diamond', 130, 65_000, 'The largest payout of the burial society.', {
        fr: ['Diamant', 'Le capital le plus élevé de la société d’inhumation.'],
        ts: ['Taemane', 'Madi a a duelwang a magolo go gaisa a mokgatlho wa phitlho.'],
      }),
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
    translations: {
      fr: {
        title: 'POLOKO',
        category: 'Plan obsèques familial',
        description:
          '<p><b>Poloko</b> est un plan obsèques familial en quatre formules, de Letshegedi à ' +
          'Lerato.</p><ol><li>Choisissez une formule</li><li>Ajoutez les personnes que vous ' +
          'voulez couvrir</li><li>Payez chaque mois par retenue sur salaire ou par ' +
          'prélèvement</li></ol>',
      },
      ts: {
        title: 'POLOKO',
        category: 'Leano la phitlho la lelapa',
        description:
          '<p><b>Poloko</b> ke leano la phitlho la lelapa le le nang le diphuthelo di le nne, ' +
          'go tloga ka Letshegedi go ya go Lerato.</p><ol><li>Tlhopha sephuthelo</li>' +
          '<li>Oketsa batho ba o batlang go ba sireletsa</li><li>Duela kgwedi le kgwedi ka go ' +
          'ntshiwa mo mogolong kgotsa ka debit order</li></ol>',
      },
    },
    packages: [
      pkg('poloko', 'Letshegedi', 45, 20_000, 'The most affordable family plan.', {
        fr: ['Letshegedi', 'Le plan familial le plus abordable.'],
        ts: ['Letshegedi', 'Leano la lelapa le le tlhwatlhwa e e kwa tlase go gaisa.'],
      }),
      pkg('poloko', 'Lesedi', 55, 25_000, 'A little more cover for a little more.', {
        fr: ['Lesedi', 'Un peu plus de couverture pour un peu plus cher.'],
        ts: ['Lesedi', 'Tshireletso e e oketsegileng ka tuelo e e oketsegileng.'],
      }),
      pkg('poloko', 'Lebone', 65, 30_000, 'Balanced cover for most families.', {
        fr: ['Lebone', 'Une couverture équilibrée pour la plupart des familles.'],
        ts: ['Lebone', 'Tshireletso e e lekalekaneng ya malapa a mantsi.'],
      }),
      pkg('poloko', 'Lerato', 85, 40_000, 'The largest payout of the family plan.', {
        fr: ['Lerato', 'Le capital le plus élevé du plan familial.'],
        ts: ['Lerato', 'Madi a a duelwang a magolo go gaisa a leano la lelapa.'],
      }),
    ],
  },
]

/** The given subpolicy: the BRONZE package paired with the BOTUBS scheme. */
export const SAMPLE_SUBPOLICIES = [{ schemeId: 'botubs', packageId: 'botubs-bronze' }]
