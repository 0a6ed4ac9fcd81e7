/**
 * The validation table as loaded on demand (use-validation.ts): a module of its own, so that
 * its chunk is one nothing else imports. The table itself (validation.ts) is also imported
 * directly by code that loads later (a file field, the outbox's messages); if its first load
 * failed (offline before the service worker had it) and a browser keeps that failure, as many
 * do, its address would stay refused for the life of the page. This one is retried at a fresh
 * address (src/chunk-retry.ts), and the table behind it has not been asked for yet.
 */
export * from './validation'
