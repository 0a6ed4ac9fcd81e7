/**
 * The outbox as a form loads it when it submits or corrects an entry: a module of its own, so
 * that its chunk is one nothing else imports. The outbox itself (outbox.ts) is also imported
 * directly by pages that come after (the confirmation, the outbox page); if a form's load of it
 * failed (offline before the service worker had it) and a browser keeps that failure, as many
 * do, its address would stay refused for the life of the page, and those pages with it. This
 * one is retried at a fresh address (src/chunk-retry.ts), and the outbox behind it has not been
 * asked for yet.
 */
export * from './outbox'
