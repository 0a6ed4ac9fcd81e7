/**
 * The check behind `/verify/exclusion/<token>`: an exclusion's proof against the gateway's key
 * kept on the device (src/gateway/proof-key.ts), with no network once the key is there, read
 * on today's date in Botswana (src/shared/exclusion-proof.ts).
 */
import { proofKey } from '../../gateway/proof-key'
import {
  MAX_PROOF_LENGTH,
  type ProofReading,
  verifyExclusionProof,
} from '../../shared/exclusion-proof'
import { todayInBotswana } from '../../shared/insurance/age'
import { parseJws } from '../../shared/jws'

export async function checkExclusionProof(
  token: string,
  today = todayInBotswana(),
): Promise<ProofReading> {
  const parsed = parseJws(token, MAX_PROOF_LENGTH)
  if (!parsed.ok) return { state: 'not-genuine' }
  const key = await proofKey(parsed.jws.header.kid)
  if (!key) return { state: 'no-key' }
  return verifyExclusionProof(token, key, today)
}
