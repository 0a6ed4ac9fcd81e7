/**
 * The marks Quick exit leaves on the device: written by the draft store (src/drafts/store.ts,
 * `forgetDrafts`) and by Quick exit (src/drafts/private-data.ts), read by the store and by the portal's
 * pages that show the outbox (outbox-veil.ts).
 */

/** `<prefix><draft key>`: when that form's draft was forgotten, epoch ms. */
export const DRAFT_FORGOTTEN_PREFIX = 'scamlock.drafts.forgotten:'

/** When the portal's entries in the outbox were veiled, epoch ms. */
export const OUTBOX_VEIL_KEY = 'scamlock.outbox.veiled-before'
