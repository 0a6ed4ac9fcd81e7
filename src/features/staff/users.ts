/**
 * Staff accounts (`staff/users/list | create | disable | clear-sign-in-wait`), docs/design.md
 * section 6.
 */
import {
  type StaffUser,
  type UserCreateRequest,
  type UserCreated,
  type UsersListRequest,
} from '../../shared/schemas/staff'
import { staffCall, staffList } from './session'

export function listUsers(request: Partial<UsersListRequest>) {
  return staffList<StaffUser>('staff/users/list', request)
}

export function createUser(request: UserCreateRequest) {
  return staffCall<UserCreated>('staff/users/create', request)
}

export function disableUser(userId: string) {
  return staffCall<StaffUser>('staff/users/disable', { userId })
}

export function clearSignInWait(userId: string) {
  return staffCall<StaffUser>('staff/users/clear-sign-in-wait', { userId })
}
