/**
 * What the staff middlewares add to a request (guard.ts): the signed-in account, its session
 * token and the clock that session times and audit rows use (the app's `now`, so tests can
 * move time). Staff sub-apps are `Hono<StaffEnv>`; they read these with c.get().
 */
import type { Context } from 'hono'
import type { AppEnv, AppVariables } from '../context'
import { clientAddress } from '../http/rate-limit'
import type { SessionAccount } from './sessions'

export interface StaffVariables extends AppVariables {
  account: SessionAccount
  token: string
  now: () => number
}

export interface StaffEnv extends AppEnv {
  Variables: StaffVariables
}

/**
 * The client's address (rate-limit.ts): a staff context is an app context with more
 * variables, but Context is invariant in its env (through `set`), hence the cast.
 */
export const clientOf = (c: Context<StaffEnv>) => clientAddress(c as unknown as Context<AppEnv>)
