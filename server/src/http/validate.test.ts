import { describe, expect, it } from 'vitest'
import { expectFailure, postJson, useTestGateway } from '../testing'

const gateway = useTestGateway()

describe('error answers', () => {
  it('never echo a long value back, nor the validator’s own words', async () => {
    const page = 'x'.repeat(900_000)
    const response = await postJson(gateway.app, '/api/certifier/list', { page })
    const text = await response.clone().text()
    const body = await expectFailure(response, 400)
    expect(text.length).toBeLessThan(1_000)
    expect(body.errors).toEqual([{ path: 'page', message: 'Enter a valid value' }])
  })

  it('never echo a long key back, and name at most 20 fields', async () => {
    const body: Record<string, number> = { ['k'.repeat(500_000)]: 1 }
    for (let i = 0; i < 1_000; i++) body[`extra${i}`] = i
    const response = await postJson(gateway.app, '/api/test/strict', body)
    const text = await response.clone().text()
    const failure = await expectFailure(response, 400)
    expect(text.length).toBeLessThan(5_000)
    expect(failure.errors!.length).toBeLessThanOrEqual(20)
    expect(JSON.stringify(failure)).not.toMatch(/Expected|received|Invalid type/)
  })

  it('say Required for a missing object, not "Expected Object but received undefined"', async () => {
    const failure = await expectFailure(await postJson(gateway.app, '/api/test/strict', {}), 400)
    expect(failure.errors).toContainEqual({ path: 'product', message: 'Required' })
  })
})
