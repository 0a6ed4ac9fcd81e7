/**
 * The words for the staff area's codes, as Lingui descriptors so each shows in the user's
 * language: roles (docs/design.md section 6), organisations, what each action lets a person do (the home
 * page lists those the signed-in role has), and the audit log's actions.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  AuditAction,
  AuditOutcome,
  Membership,
  Role,
  SchemeField,
  StaffAction,
} from '../../shared/schemas/staff'

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  'super-administrator': msg`Super-administrator`,
  'system-administrator': msg`System administrator`,
  manager: msg`Manager`,
  agent: msg`Agent`,
  auditor: msg`Auditor`,
  account: msg`Member account`,
}

export const ORGANISATION_LABELS: Record<Membership, MessageDescriptor> = {
  regulator: msg`Gambling regulator`,
  verify: msg`Verification operator`,
  union: msg`Teachers' union`,
  facility: msg`Licensed facility`,
  all: msg`All organisations`,
}

export const ACTION_LABELS: Record<StaffAction, MessageDescriptor> = {
  'cases.list': msg`See the queues of submitted cases`,
  'cases.show': msg`Open a case with every answer and its history`,
  'cases.decide': msg`Approve or reject cases`,
  'files.read': msg`View the files attached to cases`,
  'documents.verify': msg`Mark documents as verified`,
  'schemes.save': msg`Edit the funeral schemes`,
  'users.list': msg`See the staff accounts`,
  'users.create': msg`Create staff accounts`,
  'users.disable': msg`Disable staff accounts`,
  'users.clearSignInWait': msg`Clear the wait after failed sign-ins`,
  'audit.list': msg`Read the audit log`,
  'members.submit': msg`Submit join applications for members`,
  'membership.show': msg`See your own membership`,
  'register.check': msg`Check whether a person is excluded from gambling`,
  'products.manage': msg`Recall or suspend products, and set how many checks are normal`,
  'deductions.import': msg`Import the monthly deduction schedules`,
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'sign-in': msg`Sign-in`,
  'sign-out': msg`Sign-out`,
  'password.change': msg`Password change`,
  'users.create': msg`Account created`,
  'users.disable': msg`Account disabled`,
  'users.clearSignInWait': msg`Sign-in wait cleared`,
  'cases.decide': msg`Case decided`,
  'documents.verify': msg`Document verified`,
  'files.read': msg`File viewed`,
  'schemes.save': msg`Scheme changed`,
  'exclusions.extend': msg`Exclusion extended by the person`,
  'exclusions.withdrawCancellation': msg`Cancellation withdrawn by the person`,
  'register.check': msg`Register checked at a facility`,
  'products.setStatus': msg`Product status changed`,
  'products.setThreshold': msg`Product check threshold changed`,
  'deductions.import': msg`Deduction schedule imported`,
}

export const OUTCOME_LABELS: Record<AuditOutcome, MessageDescriptor> = {
  success: msg`Succeeded`,
  failure: msg`Failed`,
}

/** A scheme's fields, as the audit log lists what a save changed (the edit form's words). */
export const SCHEME_FIELD_LABELS: Record<SchemeField, MessageDescriptor> = {
  title: msg`Name of the scheme`,
  category: msg`Category`,
  description: msg`Description`,
  imageUrl: msg`Picture`,
  translations: msg`Texts in French or Setswana`,
}
