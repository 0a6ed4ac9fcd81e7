/**
 * The production build served as `npm start` serves it (the real gateway, gzipped, prerendered
 * pages by language), on an in-memory database and a free loopback port: what the route budget
 * and Lighthouse measure, beside the bare page (bare.ts).
 */
import { parseEnv } from '../../server/src/env'
import { startServer } from '../../server/src/main'

export function serveApp(distDir = process.env.DIST_DIR ?? 'dist') {
  return startServer({
    env: parseEnv({ NODE_ENV: 'production', LOG_REQUESTS: 'false' }),
    port: 0,
    host: '127.0.0.1',
    memory: true,
    distDir,
    serveApp: true,
    quiet: true,
  })
}
