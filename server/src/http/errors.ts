/**
 * One onError and one notFound for the whole gateway, so that every failure
 * leaves as an envelope; an unexpected error becomes a generic 500 whose details (stack, SQL)
 * go to the log only, never to the client.
 */
import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../context'
import { ApiError, fail } from './envelope'

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not valid',
  401: 'A valid API key is required',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'The request took too long',
  409: 'Conflict',
  413: 'The request is too large',
  415: 'Unsupported media type',
  429: 'Too many requests, please try again later',
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.'

export function errorHandler(): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      return fail(c, error.status, error.message, error.errors, error.headers)
    }
    if (error instanceof HTTPException) {
      // Hono's own (and any library's) HTTP errors keep their status, in our envelope. Their
      // messages are written for clients ("Malformed JSON in request body").
      const status = error.status as ContentfulStatusCode
      const message = error.message || STATUS_MESSAGES[status] || 'The request failed'
      return fail(c, status, message)
    }
    c.var.logger?.error(`${c.req.method} ${c.req.path} failed`, error)
    return fail(c, 500, INTERNAL_ERROR_MESSAGE)
  }
}

function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const methods = new Set<string>()
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path !== path) continue
    methods.add(route.method)
    if (route.method === 'GET') methods.add('HEAD')
  }
  return [...methods]
}

/** 404, or 405 with Allow when the path exists under another method (e.g. GET on a POST call). */
export function notFoundHandler(app: Hono<AppEnv>): NotFoundHandler<AppEnv> {
  return (c: Context<AppEnv>) => {
    const allow = allowedMethods(app, c.req.path)
    if (allow.length > 0 && !allow.includes(c.req.method)) {
      return fail(
        c,
        405,
        `Use ${allow.filter((m) => m !== 'HEAD').join(' or ')} for this call`,
        undefined,
        {
          Allow: allow.join(', '),
        },
      )
    }
    return fail(c, 404, 'Not found')
  }
}

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? 'The request failed'
}
