/**
 * A loaded machine on demand (`BENCH_LOAD=<n>`): n processes that spin for as long as a bench
 * runs, each wanting a whole core, as CI's parallel test workers do on its two-core machines. A
 * figure that holds only on a quiet machine does not hold on a busy phone either.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export function busyCores(count = Number(process.env.BENCH_LOAD ?? 0)): () => void {
  const children: ChildProcess[] = []
  for (let i = 0; i < count; i++) {
    children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  }
  return () => {
    for (const child of children) child.kill()
  }
}
