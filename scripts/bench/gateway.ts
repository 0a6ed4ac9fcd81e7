/**
 * Gateway bench (docs/design.md section 7): `product/check` requests per second on loopback, with
 * the mix of a QR campaign, beside a bare Hono route measured in the same run. The bar: the
 * gateway holds at least half the bare route's rate.
 *
 * Mix: 80% of requests go to 10 hot codes (the demo codes among them: genuine, flagged and
 * unknown), the rest spread evenly over 4,000 codes: the 3,000 sample products and 1,000 codes
 * that are on no register. A fixed seed makes every run send the same sequence. How the two
 * are measured: lib/compare.ts.
 */
import { DEV_GATEWAY_KEY } from '../../server/src/env'
import { compareWithBare, CONNECTIONS, ROUND_MS, ROUNDS, seeded } from './lib/compare'
import { jsonRequest } from './lib/load'
import { BARE_PATH, startChild } from './lib/servers'

const HOT_SHARE = 0.8

export function campaignCodes() {
  const hot = ['BWP100001', 'BWP900009', 'BWP555555']
  for (let i = 0; hot.length < 10; i++) hot.push(`BWP${101000 + i * 97}`)
  const cold: string[] = []
  for (let i = 2; i <= 3001; i++) cold.push(`BWP${100000 + i}`)
  for (let i = 0; i < 1000; i++) cold.push(`BWP${200000 + i * 7}`)
  return { hot, cold }
}

function campaignMix() {
  const { hot, cold } = campaignCodes()
  const headers = { 'x-api-key': DEV_GATEWAY_KEY }
  const build = (code: string) => jsonRequest('/api/product/check', { code }, headers)
  const hotRequests = hot.map(build)
  const coldRequests = cold.map(build)
  const random = seeded(20261121)
  return () => {
    const pick = random()
    if (pick < HOT_SHARE) return hotRequests[Math.floor((pick / HOT_SHARE) * hotRequests.length)]!
    return coldRequests[Math.floor(random() * coldRequests.length)]!
  }
}

/** One request per demo code, so a broken gateway cannot post a fast figure of errors. */
async function checkVerdicts(port: number) {
  const expected = { BWP100001: 'genuine', BWP900009: 'flagged', BWP555555: 'not_found' }
  for (const [code, verdict] of Object.entries(expected)) {
    const response = await fetch(`http://127.0.0.1:${port}/api/product/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEV_GATEWAY_KEY },
      body: JSON.stringify({ code }),
    })
    const body = (await response.json()) as { data?: { verdict?: string } }
    if (body.data?.verdict !== verdict)
      throw new Error(`${code}: expected ${verdict}, got ${JSON.stringify(body)}`)
  }
}

export default async function run(): Promise<void> {
  console.log('## Gateway: product/check against a bare Hono route (loopback)')
  // 50 connections from one address stand for many phones: past the gateway's cap of
  // connections per client address, as behind a proxy (TRUST_PROXY lifts that cap).
  const gateway = await startChild('gateway', { TRUST_PROXY: '1' })
  const bare = await startChild('bare')
  try {
    await checkVerdicts(gateway.port)
    const bareRequest = jsonRequest(BARE_PATH, { code: 'BWP100001' })
    console.log(
      `  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each; mix: ` +
        `${HOT_SHARE * 100}% on 10 hot codes, the rest over 4,000 codes`,
    )
    await compareWithBare(
      'product/check',
      { server: bare, next: () => bareRequest },
      { server: gateway, next: campaignMix() },
    )
  } finally {
    await Promise.all([gateway.stop(), bare.stop()])
  }
}
