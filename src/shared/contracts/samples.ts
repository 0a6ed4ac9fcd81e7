/**
 * One valid submission of every kind (the data without its reference) and its files, for the
 * tests of the contracts, the gateway's route family and fuzz suite, the bench and the browser
 * journeys. Sample people only: no real person's details.
 */
import type { ContractKind } from './index'

const applicant = {
  gender: 'female',
  ageRange: '35-44',
  district: 'south-east',
  location: 'Gaborone',
  fullName: 'Neo Sample',
  email: 'neo.sample@example.org',
  idNumber: '123456789',
  contactPhone: '+26771234567',
  residentialAddress: 'Plot 1234, Extension 9, Gaborone',
  postalAddress: 'P O Box 100, Gaborone',
}

export const SAMPLE_DATA = {
  exclusion: {
    kind: 'self',
    applicant,
    gamblingFacility: 'Any casino in Gaborone',
    reason: 'I want to stop gambling for a while.',
    hadReferenceNumber: false,
    confirmed: true,
  },
  report: {
    natureOfOffense: 'illegalGambling',
    description: 'Slot machines in the back room of a shop.',
    location: 'Main Mall, Gaborone',
    anonymous: false,
    contact: { fullName: 'Kabo Sample', contactPhone: '+26772345678' },
  },
  complaint: {
    fullName: 'Kabo Sample',
    contactPhone: '+26772345678',
    idNumber: '987654321',
    description: 'A casino refused to pay out my winnings.',
  },
  counselling: {
    fullName: 'Kabo Sample',
    contactPhone: '+26772345678',
    district: 'central',
    preferredLanguage: 'ts',
  },
  talk: { fullName: 'Kabo Sample', contactPhone: '+26772345678', preferredTime: 'morning' },
  productRegistration: {
    companyName: 'Sample Foods (Pty) Ltd',
    contactName: 'Kabo Sample',
    email: 'kabo@example.org',
    phone: '+26772345678',
    productName: 'Sorghum meal 1 kg',
    brand: 'Sample',
    category: 'food',
    batch: 'LOT 2026-04',
    productCode: 'SMP100001',
    description: 'Sorghum meal in a 1 kg paper bag.',
  },
} as const satisfies Record<ContractKind, Record<string, unknown>>

/** The files each sample needs: field names and kinds (tests make the bytes). */
export const SAMPLE_FILES: Record<ContractKind, Record<string, 'picture' | 'document'>> = {
  exclusion: { idCopy: 'document', picture: 'picture' },
  report: {},
  complaint: {},
  counselling: {},
  talk: {},
  productRegistration: {},
}
