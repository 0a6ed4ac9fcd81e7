/** The audit log (`staff/audit/list`): read-only, filtered and paged on the gateway. */
import type { AuditListRequest, AuditRow } from '../../shared/schemas/staff'
import { staffList } from './session'

export function listAudit(request: Partial<AuditListRequest>) {
  return staffList<AuditRow>('staff/audit/list', request)
}
