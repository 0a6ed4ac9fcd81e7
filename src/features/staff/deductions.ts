/** A union manager's calls on the monthly deduction schedules (docs/api.md, `staff/deductions/*`). */
import type {
  ConfirmAnswer,
  DeductionImport,
  ScheduleRequest,
  SchedulePreview,
} from '../../shared/insurance/deduction-import'
import { staffCall, staffList } from './session'

export const previewSchedule = (body: ScheduleRequest) =>
  staffCall<SchedulePreview>('staff/deductions/preview', body)

export const confirmSchedule = (body: ScheduleRequest) =>
  staffCall<ConfirmAnswer>('staff/deductions/confirm', body)

export const listImports = (page = 1) =>
  staffList<DeductionImport>('staff/deductions/imports', { page })
