/**
 * The one data-access seam of the gateway (docs/design.md section 2). Routes and services see only this
 * interface; behind it sits PGlite (embedded, default) or a node-postgres pool (DATABASE_URL).
 * Both run the same SQL and return rows shaped the same way: int8 as a number, numeric as a
 * string, date as 'YYYY-MM-DD', timestamptz as a Date, json/jsonb parsed.
 */
export type Row = Record<string, unknown>

export interface Queryable {
  /** One statement with $1..$n parameters; returns its rows. */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** One or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs fn inside BEGIN/COMMIT (ROLLBACK when it throws). PGlite serves one query at a time, so
   * keep the body short and never await network or disk I/O inside it: every other query waits.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Postgres type ids whose text form both drivers parse the same way. */
export const TYPE_INT8 = 20
export const TYPE_DATE = 1082

export const parseInt8 = (value: string) => Number(value)
export const parseDate = (value: string) => value
