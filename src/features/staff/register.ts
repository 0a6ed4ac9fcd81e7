/**
 * `register/check` (docs/api.md): a facility agent asks whether the person at the door is on
 * the register of exclusions. The page shows a refusal by its form (`inline`), as the sign-in
 * page does: a wrong number by the field, too many checks with the real wait.
 */
import { call } from '../../gateway/client'
import { type RegisterAnswer, registerCheckSchema } from '../../shared/schemas/register'
import { guarded } from './session'

export { registerCheckSchema }
export type { RegisterAnswer }

export const checkRegister = (idNumber: string) =>
  guarded(() => call<RegisterAnswer>('register/check', { idNumber }, { inline: true }))
