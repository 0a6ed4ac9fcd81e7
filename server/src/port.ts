/**
 * Is the port free? Asked before anything slow happens: `npm start` used to
 * rebuild the app and open the database before finding the port taken, and then said so
 * without a hint. The answer names the setting to change.
 */
import { createServer } from 'node:net'

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use (another gateway, or another program, is listening on it). ` +
        `Stop it, or choose another port: PORT=${port === 8080 ? 8081 : port + 1} npm start`,
    )
    this.name = 'PortInUseError'
  }
}

/** Resolves when `port` can be listened on at `host`; rejects with PortInUseError otherwise. */
export function checkPort(port: number, host?: string): Promise<void> {
  if (port === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    )
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}
