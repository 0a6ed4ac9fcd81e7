/**
 * Reading the catalogue for display: the add-ons of a package grouped by name (an age-based
 * add-on is one row per band, docs/design.md section 4a), in the order the union lists them.
 */
import {
  ADD_ON_TYPES,
  type AddOn,
  type FuneralScheme,
  type Package,
} from '../../shared/insurance/types'

const AGE_BASED = ADD_ON_TYPES[1]

export interface AddOnGroup {
  name: string
  type: AddOn['type']
  /** The youngest and oldest ages any row covers. */
  min: number
  max: number
  rows: AddOn[]
}

export function addOnGroups(pkg: Package): AddOnGroup[] {
  const groups = new Map<string, AddOnGroup>()
  for (const row of pkg.addOns) {
    const group = groups.get(row.name)
    if (!group) {
      groups.set(row.name, {
        name: row.name,
        type: row.type,
        min: row.minAgeRule,
        max: row.maxAgeRule,
        rows: [row],
      })
      continue
    }
    group.rows.push(row)
    group.min = Math.min(group.min, row.minAgeRule)
    group.max = Math.max(group.max, row.maxAgeRule)
  }
  return [...groups.values()]
}

/** Every add-on name of the scheme's packages, age-based or fixed, in first-seen order. */
export function schemeAddOnNames(scheme: FuneralScheme, ageBased: boolean): string[] {
  const names = scheme.packages.flatMap((pkg) =>
    pkg.addOns.filter((row) => (row.type === AGE_BASED) === ageBased).map((row) => row.name),
  )
  return [...new Set(names)]
}

/** The distinct age bands (min, max) of the scheme's rows of one add-on. */
export function bandsOf(scheme: FuneralScheme, name: string): Array<[number, number]> {
  const seen = new Map<string, [number, number]>()
  for (const pkg of scheme.packages) {
    for (const row of pkg.addOns) {
      if (row.name === name)
        seen.set(`${row.minAgeRule}-${row.maxAgeRule}`, [row.minAgeRule, row.maxAgeRule])
    }
  }
  return [...seen.values()].sort((a, b) => a[0] - b[0])
}

export function findPackage(schemes: readonly FuneralScheme[], id: string) {
  for (const scheme of schemes) {
    const pkg = scheme.packages.find((item) => item.id === id)
    if (pkg) return { scheme, pkg }
  }
  return undefined
}
