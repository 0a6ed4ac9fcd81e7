/**
 * The quote page's pure step from what is typed (quote-fields.ts) to what is shown: the priced
 * quote, or a message per field. The page loads it with the first use of the form. Prices come from the shared pricing function, the one
 * the gateway runs, on the catalogue kept on the device: the quote works offline and agrees
 * with `premium/quote` to the cent.
 *
 * People choose an add-on by who it covers ("Parent or parent-in-law"), not by age band: the
 * band row is picked here from the person's age (`bandFor`). Dates are typed as day, month and
 * year (the GOV.UK date pattern) and checked with the gateway's own date-of-birth schema.
 *
 * A person keeps their add-on's name when the package changes: if the new package does not
 * offer it, the page says so by that person (`notOffered`) instead of quietly showing no
 * choice, and changing back restores it.
 */
import * as v from 'valibot'
import { ageOn, todayInBotswana } from '../../shared/insurance/age'
import {
  bandFor,
  priceQuote,
  type AddOnName,
  type PricedQuote,
} from '../../shared/insurance/pricing'
import { dateOfBirthSchema } from '../../shared/insurance/schemas'
import type { FuneralScheme, Package } from '../../shared/insurance/types'
import { messageText } from '../../shared/messages'
import { findPackage } from './catalogue'
import { fieldIds, type DateParts, type PersonInput, type QuoteForm } from './quote-fields'

/** 'YYYY-MM-DD' from the parts, or the English message of what is wrong. */
export function dateFromParts({
  day,
  month,
  year,
}: DateParts): { iso: string } | { error: string } {
  const parts = [day.trim(), month.trim(), year.trim()]
  if (parts.every((part) => part === '')) return { error: messageText('dateOfBirth.required') }
  if (parts.some((part) => part === '')) return { error: messageText('dateOfBirth.incomplete') }
  if (!parts.every((part) => /^\d+$/.test(part)) || parts[2]!.length !== 4) {
    return { error: messageText('dateOfBirth.invalid') }
  }
  const iso = `${parts[2]}-${parts[1]!.padStart(2, '0')}-${parts[0]!.padStart(2, '0')}`
  const checked = v.safeParse(dateOfBirthSchema, iso)
  return checked.success ? { iso } : { error: checked.issues[0].message }
}

export interface QuoteView {
  pkg: Package | undefined
  scheme: FuneralScheme | undefined
  /** The add-on (its English name) of each person whose add-on the package does not offer. */
  notOffered: ReadonlyMap<number, string>
  /** English messages of the shared table, by field id. */
  errors: Record<string, string>
  quote: PricedQuote | undefined
}

export function computeQuote(
  form: QuoteForm,
  schemes: readonly FuneralScheme[],
  today = todayInBotswana(),
  nameOf?: AddOnName,
): QuoteView {
  const found = form.packageId ? findPackage(schemes, form.packageId) : undefined
  const pkg = found?.pkg
  const scheme = found?.scheme
  const notOffered = new Map<number, string>()
  const errors: Record<string, string> = {}
  if (!pkg) errors[fieldIds.package] = messageText('package.required')

  const member = dateFromParts(form.member)
  if ('error' in member) errors[fieldIds.member] = member.error

  // Request index -> person, to put the pricing's errors back on the right fields.
  const priced: PersonInput[] = []
  const addOns: { addOnId: string; dateOfBirth: string }[] = []
  for (const person of form.people) {
    const rows = pkg?.addOns.filter((row) => row.name === person.addOn) ?? []
    if (rows.length === 0) errors[fieldIds.addOn(person.key)] = messageText('addOn.required')
    if (rows.length === 0 && pkg && person.addOn !== '') notOffered.set(person.key, person.addOn)
    const birth = dateFromParts(person.birth)
    if ('error' in birth) errors[fieldIds.birth(person.key)] = birth.error
    if (rows.length === 0 || 'error' in birth) continue
    const age = birth.iso <= today ? ageOn(birth.iso, today) : 0
    const row = (pkg && bandFor(pkg, person.addOn, age)) ?? rows[0]!
    priced.push(person)
    addOns.push({ addOnId: row.id, dateOfBirth: birth.iso })
  }
  if (!pkg || 'error' in member) return { pkg, scheme, notOffered, errors, quote: undefined }

  const request = {
    packageId: pkg.id,
    memberDateOfBirth: member.iso,
    addOns,
    ...(form.deduction ? { deductionSource: form.deduction } : {}),
  }
  const outcome = priceQuote(pkg, request, today, nameOf)
  if (!outcome.ok) {
    for (const { path, message } of outcome.errors) {
      const match = /^addOns\.(\d+)\.(addOnId|dateOfBirth)$/.exec(path)
      const person = match ? priced[Number(match[1])] : undefined
      const id = person
        ? match![2] === 'addOnId'
          ? fieldIds.addOn(person.key)
          : fieldIds.birth(person.key)
        : path === 'deductionSource'
          ? fieldIds.deduction
          : fieldIds.member
      errors[id] ??= message
    }
  }
  const done = outcome.ok && Object.keys(errors).length === 0
  return { pkg, scheme, notOffered, errors, quote: done ? outcome.quote : undefined }
}
