/**
 * CPU profiles of a bench's timed parts, for finding what costs (`BENCH_PROFILE=<folder>`):
 * `profiled(name, fn)` records fn's run with V8's sampling profiler (the inspector protocol,
 * the same as `node --cpu-prof`) and adds it to `<folder>/<name>.cpuprofile` (open it in
 * DevTools); `summarise(name)` prints the self time of the functions and of the packages that
 * cost most over all the runs recorded under that name. Without the variable both do nothing.
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { join } from 'node:path'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const folder = process.env.BENCH_PROFILE
const recorded = new Map<string, Profile[]>()
let session: Session | undefined

export async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  if (!folder) return fn()
  if (!session) {
    session = new Session()
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 1000 })
  }
  await session.post('Profiler.start')
  try {
    return await fn()
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile }
    const runs = [...(recorded.get(name) ?? []), profile]
    recorded.set(name, runs)
    writeFileSync(join(folder, `${name}-${runs.length}.cpuprofile`), JSON.stringify(profile))
  }
}

const where = (url: string) =>
  url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|server|scripts)\//, '$1/') ||
  '(native)'

/** Self time per function and per package or folder, over every run recorded as `name`. */
export function summarise(name: string, top = 15): void {
  const runs = recorded.get(name)
  if (!runs) return
  const byFunction = new Map<string, number>()
  const byPlace = new Map<string, number>()
  let total = 0
  for (const profile of runs) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    profile.samples.forEach((id, i) => {
      const delta = profile.timeDeltas[i] ?? 0
      const frame = nodes.get(id)?.callFrame
      if (!frame) return
      total += delta
      const file = where(frame.url)
      const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta)
      const parts = file.split('/')
      const place = parts
        .slice(0, /^(@|src$|server$|scripts$)/.test(parts[0] ?? '') ? 2 : 1)
        .join('/')
      byPlace.set(place, (byPlace.get(place) ?? 0) + delta)
    })
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([key, us]) =>
          `    ${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`,
      )
  console.log(
    `  profile of ${name} (${runs.length} runs, ${(total / 1000).toFixed(0)} ms sampled):`,
  )
  console.log('   by function (self time):')
  for (const row of rows(byFunction)) console.log(row)
  console.log('   by package or folder:')
  for (const row of rows(byPlace)) console.log(row)
}
