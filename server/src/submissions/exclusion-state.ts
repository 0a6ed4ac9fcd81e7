/**
 * What "in force" means for an exclusion: defined once in server/src/db/exclusion-state.ts,
 * below every resource, so that the staff calls (a cancellation's approval, the queue) read it
 * too; here for the readers of this resource.
 */
export * from '../db/exclusion-state'
