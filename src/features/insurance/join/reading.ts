/**
 * A join as staff read it on its case page: the journey's own reading of the answers, the one
 * Check your answers and the PDF print (src/journey/summary.ts), grouped by its pages, each
 * dependent and bank account under its own heading. What the join works out reads from the
 * catalogue the gateway holds now (schemes/list; the copy kept on this device when it cannot be
 * fetched), and the amount is the one stored: what the member agreed to be deducted.
 */
import type { Answers, Journey } from '../../../journey/types'
import { withWorkedOut } from '../../../journey/worked-out'
import type { FuneralScheme, Package } from '../../../shared/insurance/types'
import { listSchemes } from '../list-schemes'
import { loadSchemes } from '../storage'
import { joinJourney } from './journey'
import { coverDisplay, JOIN_LATER, type Catalogue } from './worked-out'

function catalogueOf(schemes: readonly FuneralScheme[]): Catalogue {
  const packages = new Map<string, Package>()
  const schemeOfPackage = new Map<string, FuneralScheme>()
  for (const scheme of schemes) {
    for (const item of scheme.packages) {
      packages.set(item.id, item)
      schemeOfPackage.set(item.id, scheme)
    }
  }
  return {
    packages,
    schemeOf: (packageId) =>
      typeof packageId === 'string' ? schemeOfPackage.get(packageId) : undefined,
  }
}

/** The journey's answers from the data it sent: "Do you name a spouse?" is asked, not sent. */
const answersOf = (data: Answers): Answers => ({ ...data, hasSpouse: data.spouse !== undefined })

export async function joinReading(): Promise<{ journey: Journey; answersOf: typeof answersOf }> {
  const schemes = await listSchemes().catch(() => loadSchemes()?.schemes ?? [])
  const catalogue = catalogueOf(schemes)
  const display = coverDisplay(
    () => catalogue,
    (answers) => answers,
  )
  return { journey: withWorkedOut(joinJourney, { display, steps: JOIN_LATER }), answersOf }
}
