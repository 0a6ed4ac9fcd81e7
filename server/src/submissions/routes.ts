/**
 * One route family for every submission contract (src/shared/contracts/index.ts): each
 * contract's call is `POST /api/<call>`, read by its encoding, checked with the contract's
 * schema and file rules, made idempotent by its reference (the body's and the Idempotency-Key
 * header's must agree, and be of the contract's kind), and kept with status PENDING for its
 * staff area (with the agent who sent it for someone, if one did: server/src/auth/agent.ts), and
 * the app locale it was made in (its `Content-Language`; English when it names none of ours).
 * The answer is `{ reference, status: 'PENDING' }` with 201. A new kind of
 * submission is a contract added to the table, not a route written by hand.
 */
import { Hono } from 'hono'
import { CONTRACTS } from '../../../src/shared/contracts'
import type { AnyContract } from '../../../src/shared/contracts/contract'
import { submittingAgent } from '../auth/agent'
import { submittingMember } from '../auth/member-session'
import type { AppEnv } from '../context'
import { creatingCall } from '../http/creating-call'
import { created } from '../http/envelope'
import { idempotent, resolveReference } from '../http/idempotency'
import { readSubmission, submissionLanguage } from './read'
import { storeSubmission } from './store'

export interface SubmissionAnswer {
  reference: string
  status: 'PENDING'
}

export function submissionRoutes(
  contracts: Readonly<Record<string, AnyContract>> = CONTRACTS,
  now: () => number = Date.now,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const contract of Object.values(contracts)) {
    // The creating calls' own rate limit first: a refused client costs no parsing, no disk.
    app.post(`/${contract.call}`, creatingCall(), async (c) => {
      const request = await readSubmission(c, contract)
      try {
        const reference = resolveReference(c, request.reference, contract.kind)
        return await idempotent(
          c,
          { reference, content: request.content, kind: contract.kind },
          async () => {
            const { db, env } = c.var
            await storeSubmission(db, env, contract, {
              reference,
              data: request.data,
              files: request.files,
              submittedBy: await submittingAgent(c, contract.area, now()),
              memberId: await submittingMember(c, contract.area, now()),
              language: submissionLanguage(c.req.header('content-language')),
            })
            // The files are in the uploads store now; the resumable uploads are used up.
            await request.consume()
            const answer: SubmissionAnswer = { reference, status: 'PENDING' }
            return created(c, answer)
          },
        )
      } finally {
        await request.discard()
      }
    })
  }
  return app
}
