/**
 * The words of the notices the gateway sends about an exclusion, by email and SMS
 * (server/src/messages/notices.ts; docs/decisions.md, "Notices about an exclusion"), in plain
 * English with `{name}` placeholders, one stable key each.
 *
 * Like the shared messages (messages.ts), this table is plain text because the gateway reads it
 * in Node without Lingui; `npm run i18n:extract` puts every entry in the catalogs
 * (scripts/i18n/shared-messages.ts), with its key as the translators' note, so the notices are
 * translated where every other text of the app is. The gateway reads the translations from the
 * catalogs at its start (server/src/messages/catalogs.ts).
 *
 * Each notice has a subject and a text for email and a short text for SMS. An SMS stays within
 * two segments in every language, accents included (the test counts them). A notice to a
 * support person says only that the person named them, what happened to the exclusion, a date,
 * and the helpline: never the reason, an ID number, an address or a file.
 */

export const NOTICES = {
  // The exclusion is approved: to the person who asked to be excluded.
  'approved.self.subject': 'Your exclusion {reference} is approved',
  'approved.self.text':
    'Your application {reference} to be excluded from gambling is approved. You are excluded from every licensed gambling facility from {startsOn} until {endsOn}.\n\nTo talk to someone, call the free helpline 19777.',
  'approved.self.sms':
    'Exclusion {reference} approved: you are excluded from licensed gambling until {endsOn}. Free helpline 19777.',
  // A third-party exclusion is approved: to the person excluded, who did not ask for it.
  'approved.player.subject': 'You are excluded from gambling',
  'approved.player.text':
    'Someone close to you applied to have you excluded from gambling, and the regulator approved it (reference {reference}). You are excluded from every licensed gambling facility from {startsOn} until {endsOn}.\n\nIf you disagree, you can appeal within 14 days: in the self-help portal, use “Appeal an exclusion decision” and give this reference number, or call the free helpline 19777.',
  'approved.player.sms':
    'Someone close to you had you excluded from licensed gambling until {endsOn} (ref. {reference}). To appeal within 14 days, call the free helpline 19777.',
  // A third-party exclusion is approved: to the person who applied for it.
  'approved.applicant.subject': 'The exclusion {reference} is approved',
  'approved.applicant.text':
    'Your application {reference} is approved: the person you named is excluded from every licensed gambling facility from {startsOn} until {endsOn}. We tell them too when we have their contact details, with how to appeal.\n\nTo talk to someone, call the free helpline 19777.',
  'approved.applicant.sms':
    'Exclusion {reference} approved: the person you named is excluded from licensed gambling until {endsOn}. Free helpline 19777.',
  // The exclusion is approved: to each support person the person named.
  'approved.support.subject': '{name} named you as a support person',
  'approved.support.text':
    '{name} named you as a support person when they asked to be excluded from gambling. The exclusion is approved: they are excluded from every licensed gambling facility until {endsOn}.\n\nYou do not need to do anything. To talk about how to support them, call the free helpline 19777.',
  'approved.support.sms':
    '{name} named you as a support person. Their exclusion from licensed gambling is approved, until {endsOn}. Free helpline 19777.',
  // 30 and 7 days before the last day in force: to the person excluded.
  'ending.person.subject': 'Your exclusion {reference} ends on {endsOn}',
  'ending.person.text':
    'Your exclusion {reference} from gambling ends on {endsOn}. After that day, licensed gambling facilities can let you in again. To stay excluded longer, extend it from the status check of the self-help portal before then.\n\nTo talk to someone, call the free helpline 19777.',
  'ending.person.sms':
    'Your exclusion {reference} from licensed gambling ends on {endsOn}. To extend it, use the self-help portal. Free helpline 19777.',
  // 30 and 7 days before the last day in force: to each support person.
  'ending.support.subject': 'The exclusion of {name} ends on {endsOn}',
  'ending.support.text':
    '{name}, who named you as a support person, is excluded from gambling until {endsOn}. After that day, licensed gambling facilities can let them in again.\n\nTo talk about how to support them, call the free helpline 19777.',
  'ending.support.sms':
    'The exclusion from licensed gambling of {name}, who named you as a support person, ends on {endsOn}. Free helpline 19777.',
  // A cancellation of the exclusion is asked: to the person excluded.
  'cancelAsked.person.subject': 'A cancellation of your exclusion {reference} was asked',
  'cancelAsked.person.text':
    'We have an application to cancel your exclusion {reference}. An officer of the regulator checks it. You stay excluded until a cancellation is approved and takes effect.\n\nIf you did not ask for this, call the free helpline 19777.',
  'cancelAsked.person.sms':
    'We have an application to cancel your exclusion {reference}. You stay excluded until it is approved. Not you? Call the free helpline 19777.',
  // A cancellation of the exclusion is asked: to each support person.
  'cancelAsked.support.subject': '{name} asked to cancel their exclusion',
  'cancelAsked.support.text':
    '{name}, who named you as a support person, has asked to cancel their exclusion from gambling. An officer of the regulator checks the application.\n\nTo talk about how to support them, call the free helpline 19777.',
  'cancelAsked.support.sms':
    '{name}, who named you as a support person, asked to cancel their exclusion from licensed gambling. Free helpline 19777.',
  // An approved cancellation takes effect: to the person excluded.
  'cancelled.person.subject': 'Your exclusion {reference} has ended',
  'cancelled.person.text':
    'The cancellation of your exclusion {reference} took effect on {cancelledFrom}: you are no longer excluded from licensed gambling facilities.\n\nIf you want help, call the free helpline 19777.',
  'cancelled.person.sms':
    'Your exclusion {reference} is cancelled from {cancelledFrom}: you are no longer excluded from licensed gambling. Free helpline 19777.',
  // An approved cancellation takes effect: to each support person.
  'cancelled.support.subject': 'The exclusion of {name} has ended',
  'cancelled.support.text':
    '{name}, who named you as a support person, is no longer excluded from gambling: the cancellation they asked for took effect on {cancelledFrom}.\n\nTo talk about how to support them, call the free helpline 19777.',
  'cancelled.support.sms':
    '{name}, who named you as a support person, is no longer excluded from licensed gambling from {cancelledFrom}. Free helpline 19777.',
  // The person extended the exclusion (exclusions/extend): to the person.
  'extended.person.subject': 'Your exclusion {reference} is extended',
  'extended.person.text':
    'Your exclusion {reference} has been extended. You are excluded from every licensed gambling facility until {endsOn}.\n\nIf you did not ask for this, call the free helpline 19777.',
  'extended.person.sms':
    'Your exclusion {reference} is extended: you are excluded from licensed gambling until {endsOn}. Not you? Call the free helpline 19777.',
  // A funeral claim is delivered (server/src/insurance/claim-notices.ts): to the claimant.
  'claimReceived.claimant.subject': 'We received your funeral claim {reference}',
  'claimReceived.claimant.text':
    "We are sorry for your loss. We received your funeral claim {reference} on the cover of the member. Staff of the union now check it and its documents against the cover.\n\nFollow each step of the claim on the union's status page, with this reference number and your ID or passport number. We tell you when it is decided.",
  'claimReceived.claimant.sms':
    'We received your funeral claim {reference}. Staff of the union check it now and tell you when it is decided.',
  // A funeral claim is approved: to the claimant.
  'claimApproved.claimant.subject': 'Your funeral claim {reference} is approved',
  'claimApproved.claimant.text':
    'Your funeral claim {reference} is approved. The payout of {payout} is paid into the bank account you gave.\n\nFor any question, quote this reference number with your ID or passport number.',
  'claimApproved.claimant.sms':
    'Funeral claim {reference} approved: {payout} is paid into the bank account you gave.',
  // A funeral claim is rejected: to the claimant, with the reason staff wrote.
  'claimRejected.claimant.subject': 'Your funeral claim {reference} was not approved',
  'claimRejected.claimant.text':
    'Your funeral claim {reference} was not approved, for this reason:\n\n{reason}\n\nIf you think this is wrong, or you have another document, contact the union and quote this reference number.',
  'claimRejected.claimant.sms':
    'Funeral claim {reference} was not approved. The reason is on the status page of the union.',
  // A month without the full premium (server/src/insurance/deductions.ts): to the member, before
  // the cover lapses at the second (docs/decisions.md, "Deductions and lapse").
  'deductionsAtRisk.member.subject': 'Your funeral cover {memberNumber} is about to lapse',
  'deductionsAtRisk.member.text':
    'The union did not receive your full premium of {amount} for {months}. If the premium for the next month is not received in full either, your funeral cover lapses and a claim is not paid.\n\nCheck your payslip or debit order, and contact the union, quoting your member number {memberNumber}. Each month you paid is on your membership page.',
  'deductionsAtRisk.member.sms':
    'Funeral cover {memberNumber}: no full premium for {months}. Contact the union before your cover lapses.',
  // The second month in a row without the full premium: to the member, the cover has lapsed.
  'deductionsLapsed.member.subject': 'Your funeral cover {memberNumber} has lapsed',
  'deductionsLapsed.member.text':
    'The union did not receive your full premium of {amount} for {months}. Your funeral cover has lapsed: a death from now on is not covered until the cover is back in force.\n\nA full premium received puts it back in force. Check your payslip or debit order, and contact the union, quoting your member number {memberNumber}. Each month is on your membership page.',
  'deductionsLapsed.member.sms':
    'Funeral cover {memberNumber} has lapsed: no full premium for {months}. Contact the union to put it back in force.',
  // The member's sign-in code (server/src/auth/member-auth.ts): to the email typed.
  'memberCode.person.subject': 'Your sign-in code is {code}',
  'memberCode.person.text':
    'Your code to sign in to the funeral scheme of the teachers’ union is {code}. It expires in {minutes} minutes and can be used once.\n\nIf you did not ask for it, ignore this email: nobody can sign in without the code.',
  'memberCode.person.sms':
    'Your sign-in code for the funeral scheme is {code}. It expires in {minutes} minutes.',
} as const

export type NoticeKey = keyof typeof NOTICES
export type NoticeValues = Readonly<Record<string, string>>

const PLACEHOLDER = /\{(\w+)\}/g

/** A template (English, or its translation) with its placeholders filled. */
export function fillNotice(template: string, values: NoticeValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
}
