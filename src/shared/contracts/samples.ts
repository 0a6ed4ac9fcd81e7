/**
 * One valid submission of every kind (the data without its reference) and its files, for the
 * tests of the contracts, the gateway's route family and fuzz suite, the bench and the browser
 * journeys. Sample people only: no real person's details.
 */
import { inBotswana } from '../call-time'
import type { ContractKind } from './index'
import type { CaseKind } from './kinds'

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

// A call is reported within a year of it (scam-call.ts): the sample's came yesterday.
const yesterday = inBotswana(Date.now() - 24 * 60 * 60_000).date

export const SAMPLE_DATA = {
  exclusion: {
    kind: 'self',
    applicant,
    gamblingFacility: 'Any casino in Gaborone',
    period: 'P1Y',
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
  productReport: {
    productCode: 'SMP100001',
    productName: 'Sorghum meal 1 kg',
    placeBought: 'A stall at the bus rank, Gaborone',
    coordinates: '-24.65800,25.91200',
    whatIsWrong: 'The bag is thinner than usual and the print is blurred.',
  },
  scamCall: {
    callerNumber: '+26772000002',
    callDate: yesterday,
    callTime: '14:30',
    whatWasSaid: 'He said he was from my bank and asked for the one-time code sent to my phone.',
  },
  insuranceJoin: {
    user: {
      firstname: 'Lesego',
      lastname: 'Sample',
      emailAddress: 'lesego.sample@example.org',
      contactNumber: '+26771234567',
      region: 'South Central',
      school: 'Sample Primary School',
      identificationNumber: '412345678',
      dateOfBirth: '1986-04-10',
      occupation: 'Teacher',
      nationality: 'Motswana',
      gender: 'female',
      payrollNumber: 'BTU123456',
      deductionSource: 'payroll',
      sector: 'Primary education',
      district: 'south-east',
      payrollGroup: 'BTU Member',
    },
    kyc: {
      identityInfo: { idNumber: '412345678', type: 'national-id' },
      addressInfo: {
        plotNo: 'Plot 1234',
        streetName: 'Sample Street',
        ward: 'Extension 9',
        city: 'Gaborone',
        district: 'south-east',
        type: 'residential',
      },
      employmentInfo: {
        employerName: 'Ministry of Education',
        position: 'Senior teacher',
        employerContact: '+2673600000',
        departmentName: 'Primary schools',
        employeeNumber: 'EMP12345',
        payrollId: 'PAY98765',
        basicSalary: '18500.00',
        yearStart: '2010',
      },
      bankAccounts: [
        {
          bankName: 'Sample Bank',
          branchName: 'Main Mall',
          branchCode: '281467',
          accountNumber: '1234567890',
        },
      ],
    },
    spouse: {
      identityNumber: '512345678',
      firstName: 'Thabo',
      surname: 'Sample',
      dateOfBirth: '1988-09-02',
      gender: 'male',
      relationship: 'husband',
      nextOfKin: true,
    },
    dependents: [
      {
        identityNumber: '612345678',
        firstName: 'Naledi',
        surname: 'Sample',
        dateOfBirth: '2016-03-14',
        gender: 'female',
        type: 'child',
        relationship: 'daughter',
        nextOfKin: false,
      },
    ],
    packageId: 'poloko-lerato',
    addOns: [
      { addOnId: 'poloko-lerato-spouse', spouse: true },
      { addOnId: 'poloko-lerato-child', dependent: 0 },
    ],
    // 85 for Lerato, 27 for the spouse, 14 for the child (server/src/insurance/seed-data.ts).
    deductionAmount: 126,
    confirmed: true,
  },
  // A claim on the join above, by the member's BTU membership number: its spouse died yesterday (a claim takes deaths of the last 2 years).
  claim: {
    member: { membership: 'BTU123456', idNumber: '412345678' },
    deceased: {
      relationship: 'spouse',
      firstName: 'Thabo',
      surname: 'Sample',
      dateOfBirth: '1988-09-02',
    },
    deathDate: yesterday,
    deathPlace: 'Gaborone',
    deathProof: 'burial-order',
    claimant: {
      fullName: 'Lesego Sample',
      idNumber: '412345678',
      relationship: 'Wife',
      phone: '+26771234567',
      email: 'lesego.sample@example.org',
    },
    bankAccount: {
      bankName: 'Sample Bank',
      branchCode: '281467',
      accountNumber: '1234567890',
      accountHolder: 'Lesego Sample',
    },
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
  productReport: { photos: 'picture' },
  // The screenshot is optional: the sample has one, so that the upload suites cover it.
  scamCall: { screenshot: 'picture' },
  insuranceJoin: {
    identityFile: 'document',
    addressFile: 'document',
    bankStatementFile: 'document',
  },
  claim: { deathProofFile: 'document', claimantIdFile: 'document' },
}

/**
 * Valid content other than the sample, under the sample's reference (a 409): a changed
 * description where the kind has one, otherwise this.
 */
export const SAMPLE_VARIANTS: Partial<Record<ContractKind, Record<string, unknown>>> = {
  productReport: { ...SAMPLE_DATA.productReport, whatIsWrong: 'The seal was already broken.' },
  scamCall: { ...SAMPLE_DATA.scamCall, whatWasSaid: 'A message said I had won a prize.' },
  insuranceJoin: {
    ...SAMPLE_DATA.insuranceJoin,
    user: { ...SAMPLE_DATA.insuranceJoin.user, school: 'Another Sample School' },
  },
  claim: { ...SAMPLE_DATA.claim, deathPlace: 'Molepolole' },
}

export interface CaseSample {
  kind: ContractKind
  data: Record<string, unknown>
  files: Record<string, 'picture' | 'document'>
}

const sample = (kind: ContractKind): CaseSample => ({
  kind,
  data: SAMPLE_DATA[kind],
  files: SAMPLE_FILES[kind],
})

/** One valid submission of every kind of case (each form of an exclusion its own). */
export const CASE_SAMPLES: Record<CaseKind, CaseSample> = {
  // With a support person (src/shared/contracts/exclusion.ts); SAMPLE_DATA's has none, as
  // the tests make the other kinds from it.
  'exclusion-self': {
    ...sample('exclusion'),
    data: {
      ...SAMPLE_DATA.exclusion,
      supportPersons: [
        { fullName: 'Onalenna Sample', relationship: 'Sister', phone: '+26773456789' },
      ],
    },
  },
  'exclusion-third-party': {
    kind: 'exclusion',
    data: {
      ...SAMPLE_DATA.exclusion,
      kind: 'third-party',
      player: { ...applicant, fullName: 'Mpho Sample', idNumber: '555444333' },
      relationship: 'spouse',
      description: 'It has cost the family its savings.',
    },
    files: {
      idCopy: 'document',
      picture: 'picture',
      playerIdCopy: 'document',
      playerPicture: 'picture',
    },
  },
  'exclusion-appeal': {
    kind: 'exclusion',
    data: {
      kind: 'appeal',
      applicant,
      reason: 'I was excluded by mistake.',
      description: 'The decision named the wrong person.',
      hadReferenceNumber: true,
      exclusionReferenceNumber: 'EXC12345',
      confirmed: true,
    },
    files: { idCopy: 'document' },
  },
  'exclusion-cancel': {
    kind: 'exclusion',
    data: {
      kind: 'cancel',
      applicant,
      reason: 'I have finished my counselling.',
      hadReferenceNumber: true,
      exclusionReferenceNumber: 'EXC12345',
      confirmed: true,
    },
    files: { idCopy: 'document', counsellingReport: 'document' },
  },
  report: sample('report'),
  complaint: sample('complaint'),
  counselling: sample('counselling'),
  talk: sample('talk'),
  productRegistration: sample('productRegistration'),
  productReport: sample('productReport'),
  scamCall: sample('scamCall'),
  insuranceJoin: sample('insuranceJoin'),
  claim: sample('claim'),
}
