/**
 * The four seek-help requests of the self-help portal (docs/design.md section 4a) as journeys over
 * their contracts (src/shared/contracts/seek-help.ts): report illegal gambling, make a
 * complaint, ask for counselling, ask to talk to an officer. One file each, so that a form's
 * page loads its own journey only; staff pages read them all from here.
 */
export { complaint } from './complaint'
export { counselling } from './counselling'
export { report } from './report'
export { talk } from './talk'
