/**
 * Case review (`staff/cases/*`, `staff/documents/verify`), docs/design.md sections 4 and 4a. The
 * gateway decides what the signed-in role may see and do; these only carry the requests.
 */
import type { Area } from '../../shared/schemas/staff'
import type {
  AreaCounts,
  CaseDecideRequest,
  CaseDetail,
  CaseDocument,
  CaseSummary,
  DecisionAnswer,
} from '../../shared/schemas/staff-cases'
import type { QueueSearch } from './queue-search'
import { staffCall, staffList } from './session'

/** A queue's page; the gateway checks the filters with the shared schema. */
export type QueueRequest = QueueSearch & { area: Area; page: number; pageSize: number }

export const listCases = (request: QueueRequest) =>
  staffList<CaseSummary>('staff/cases/list', request)

export const countCases = () => staffCall<AreaCounts[]>('staff/cases/counts', {})

export const listMyCases = (request: { page: number; pageSize: number }) =>
  staffList<CaseSummary>('staff/cases/mine', request)

export const showCase = (area: Area, reference: string) =>
  staffCall<CaseDetail>('staff/cases/show', { area, reference })

export const decideCase = (request: CaseDecideRequest) =>
  staffCall<DecisionAnswer>('staff/cases/decide', request)

export const verifyDocument = (documentId: number) =>
  staffCall<CaseDocument>('staff/documents/verify', { documentId })
