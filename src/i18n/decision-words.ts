/**
 * What a portal submission is called and what a decision on it says, per kind: one table, so a kind cannot be
 * forgotten (`satisfies`) and the public page and the staff page cannot drift apart.
 *
 * - `public`: what the applicant reads on /self-help/status for each state, in words: what
 *   was decided, what it means for them, and what they can do next (appeal, the helpline).
 * - `staff`: how staff choose each decision on the case page, and how the case then reads.
 *
 * The gateway keeps PENDING, APPROVED and REJECTED for every kind (docs/design.md section 4a);
 * each kind names them in its own terms here. A report is received, looked into and closed,
 * never approved: APPROVED closes it with action taken, REJECTED with none (docs/decisions.md,
 * "What a decision says").
 *
 * No time limit for an appeal is given: the documents set none, and the officer's note can
 * state one where a decision carries it.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExclusionPeriod } from '../shared/contracts/exclusion-outline'
import type { CaseKind } from '../shared/contracts/kinds'
import type { StatusKind } from '../shared/contracts/status'
import type { CaseStatus, Decision } from '../shared/schemas/staff-cases'

export interface StateWords {
  /** What was decided, or where it stands. */
  status: MessageDescriptor
  /** What that means for the applicant. */
  means: MessageDescriptor
  /** What they can do next. */
  next: MessageDescriptor
}

export interface DecisionWords {
  /** Staff's choice on the case page, and the case's status once decided. */
  choice: MessageDescriptor
  status: MessageDescriptor
}

export interface KindWords {
  /** What the submission is, in the applicant's words. */
  name: MessageDescriptor
  public: Record<CaseStatus, StateWords>
  staff: Record<Decision, DecisionWords>
}

const WAITING = msg`Received, waiting for a decision`
const HELPLINE_QUESTIONS = msg`If you have a question, call the free helpline 19777.`
const APPEAL = msg`If you disagree, you can appeal: use “Appeal an exclusion decision” and give this reference number. To talk it over, call the free helpline 19777.`

const EXCLUDE = {
  APPROVED: { choice: msg`Approve: exclude`, status: msg`Approved: excluded` },
  REJECTED: { choice: msg`Reject: do not exclude`, status: msg`Rejected: not excluded` },
}

export const DECISION_WORDS = {
  'exclusion-self': {
    name: msg`Self-exclusion application`,
    public: {
      PENDING: {
        status: WAITING,
        means: msg`An officer of the regulator checks your application, usually within 10 working days. You are not excluded until it is approved.`,
        next: msg`There is nothing you need to do now. For support meanwhile, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Approved: you are excluded`,
        means: msg`Gambling places must refuse you entry while the exclusion lasts.`,
        next: msg`To end the exclusion later, apply to cancel it with this reference number. For support, call the free helpline 19777.`,
      },
      REJECTED: {
        status: msg`Not approved: you are not excluded`,
        means: msg`The regulator did not approve your application. The officer’s note, if there is one, says why.`,
        next: APPEAL,
      },
    },
    staff: EXCLUDE,
  },
  'exclusion-third-party': {
    name: msg`Application to exclude someone close to you`,
    public: {
      PENDING: {
        status: WAITING,
        means: msg`An officer of the regulator checks the application, usually within 10 working days. The person is not excluded until it is approved.`,
        next: msg`There is nothing you need to do now. For support for you and your family, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Approved: the person is excluded`,
        means: msg`Gambling places must refuse entry to the person you applied for while the exclusion lasts.`,
        next: msg`For support for you and your family, call the free helpline 19777.`,
      },
      REJECTED: {
        status: msg`Not approved: the person is not excluded`,
        means: msg`The regulator did not approve excluding this person. The officer’s note, if there is one, says why.`,
        next: APPEAL,
      },
    },
    staff: EXCLUDE,
  },
  'exclusion-appeal': {
    name: msg`Appeal against an exclusion decision`,
    public: {
      PENDING: {
        status: WAITING,
        means: msg`An officer of the regulator looks at the decision again, usually within 10 working days. Until then the decision you appeal stands.`,
        next: msg`There is nothing you need to do now. If you have a question, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Appeal upheld: the decision is changed`,
        means: msg`The regulator agrees with your appeal and has changed the decision. The officer’s note, if there is one, says what changes.`,
        next: HELPLINE_QUESTIONS,
      },
      REJECTED: {
        status: msg`Appeal not upheld: the decision stands`,
        means: msg`The regulator looked at the decision again and did not change it. The officer’s note, if there is one, says why.`,
        next: msg`To talk it over, call the free helpline 19777.`,
      },
    },
    staff: {
      APPROVED: { choice: msg`Uphold: change the decision`, status: msg`Appeal upheld` },
      REJECTED: { choice: msg`Dismiss: the decision stands`, status: msg`Appeal dismissed` },
    },
  },
  'exclusion-cancel': {
    name: msg`Application to cancel an exclusion`,
    public: {
      PENDING: {
        status: WAITING,
        means: msg`An officer of the regulator checks your application, usually within 10 working days. The exclusion stays in place until then.`,
        next: msg`There is nothing you need to do now. For support, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Approved: the exclusion has ended`,
        means: msg`Gambling places no longer have to refuse you entry.`,
        next: msg`If gambling becomes a problem again, you can apply to exclude yourself again, or call the free helpline 19777.`,
      },
      REJECTED: {
        status: msg`Not approved: the exclusion stays in place`,
        means: msg`The regulator decided that the exclusion goes on. The officer’s note, if there is one, says why.`,
        next: APPEAL,
      },
    },
    staff: {
      APPROVED: { choice: msg`Approve: end the exclusion`, status: msg`Approved: exclusion ended` },
      REJECTED: {
        choice: msg`Reject: the exclusion stays`,
        status: msg`Rejected: exclusion stays`,
      },
    },
  },
  report: {
    name: msg`Report of illegal gambling`,
    public: {
      PENDING: {
        status: msg`Received, being looked into`,
        means: msg`An inspector of the regulator looks into every report. We never tell the people you report who you are.`,
        next: msg`If you have more to tell us, call the free helpline 19777 and give this reference number.`,
      },
      APPROVED: {
        status: msg`Looked into and closed: action taken`,
        means: msg`An inspector looked into your report and the regulator acted on it. To protect the people concerned and any further inquiry, we cannot say more.`,
        next: msg`If it happens again, make a new report. Thank you for reporting.`,
      },
      REJECTED: {
        status: msg`Looked into and closed: no action`,
        means: msg`An inspector looked into your report but could not confirm it, or it is not something the regulator can act on.`,
        next: msg`If you have new information, make a new report or call the free helpline 19777.`,
      },
    },
    staff: {
      APPROVED: { choice: msg`Close: action taken`, status: msg`Closed: action taken` },
      REJECTED: { choice: msg`Close: no action`, status: msg`Closed: no action` },
    },
  },
  complaint: {
    name: msg`Complaint`,
    public: {
      PENDING: {
        status: WAITING,
        means: msg`An officer of the regulator reads your complaint and contacts you, usually within 10 working days.`,
        next: msg`There is nothing you need to do now. If you have a question, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Upheld: your complaint is justified`,
        means: msg`An officer looked into your complaint and agrees with it. The regulator takes it up with those concerned; the officer’s note, if there is one, says how.`,
        next: HELPLINE_QUESTIONS,
      },
      REJECTED: {
        status: msg`Not upheld`,
        means: msg`An officer looked into your complaint and found no breach of the rules. The officer’s note, if there is one, says why.`,
        next: msg`If you have new information, send a new complaint or call the free helpline 19777.`,
      },
    },
    staff: {
      APPROVED: { choice: msg`Uphold the complaint`, status: msg`Upheld` },
      REJECTED: { choice: msg`Do not uphold the complaint`, status: msg`Not upheld` },
    },
  },
  counselling: {
    name: msg`Request for counselling`,
    public: {
      PENDING: {
        status: msg`Received: a counsellor will call you`,
        means: msg`A counsellor calls you on the number you gave to agree a first session. Counselling is free and confidential.`,
        next: msg`To talk now, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Counselling arranged`,
        means: msg`Counselling has been arranged with you. The officer’s note, if there is one, gives the details.`,
        next: msg`To change it, or to talk sooner, call the free helpline 19777.`,
      },
      REJECTED: {
        status: msg`Closed: counselling was not arranged`,
        means: msg`We could not arrange counselling from this request, for example because we could not reach you. The officer’s note, if there is one, says why.`,
        next: msg`Ask again, or call the free helpline 19777: we will find a counsellor with you.`,
      },
    },
    staff: {
      APPROVED: {
        choice: msg`Close: counselling arranged`,
        status: msg`Closed: counselling arranged`,
      },
      REJECTED: { choice: msg`Close: not arranged`, status: msg`Closed: not arranged` },
    },
  },
  talk: {
    name: msg`Request to talk to an officer`,
    public: {
      PENDING: {
        status: msg`Received: an officer will call you back`,
        means: msg`An officer calls you back, usually on the next working day.`,
        next: msg`To talk now, call the free helpline 19777.`,
      },
      APPROVED: {
        status: msg`Closed: an officer called you back`,
        means: msg`An officer has talked with you about your request.`,
        next: msg`To talk again, ask again or call the free helpline 19777.`,
      },
      REJECTED: {
        status: msg`Closed: we could not reach you`,
        means: msg`An officer tried to call you back but could not reach you.`,
        next: msg`Ask again with a number and a time we can reach you, or call the free helpline 19777.`,
      },
    },
    staff: {
      APPROVED: { choice: msg`Close: called back`, status: msg`Closed: called back` },
      REJECTED: { choice: msg`Close: could not reach them`, status: msg`Closed: not reached` },
    },
  },
} satisfies Record<StatusKind, KindWords>

/**
 * How staff decide a kind no status check finds, in the words of one that is: a report of a fake
 * or of a scam call is received, looked into and closed, as a report of illegal gambling is
 * (docs/decisions.md).
 */
const STAFF_ONLY: Partial<Record<CaseKind, KindWords['staff']>> = {
  productReport: DECISION_WORDS.report.staff,
  scamCall: DECISION_WORDS.report.staff,
}

/** Staff's words for the decisions on a kind, or undefined where the general ones serve. */
export const staffDecisionWords = (kind: string): KindWords['staff'] | undefined =>
  decisionWords(kind)?.staff ??
  (Object.hasOwn(STAFF_ONLY, kind) ? STAFF_ONLY[kind as CaseKind] : undefined)

/** The words of a kind the status check found, or undefined for one this app does not know. */
export function decisionWords(kind: string): KindWords | undefined {
  return Object.hasOwn(DECISION_WORDS, kind) ? DECISION_WORDS[kind as StatusKind] : undefined
}

/**
 * The periods an exclusion is applied for, as the status page names them (the same words as
 * the form's, features/exclusions/period-step.ts, so one translation serves both).
 */
export const PERIOD_NAMES: Record<ExclusionPeriod, MessageDescriptor> = {
  P6M: msg`6 months`,
  P1Y: msg`1 year`,
  P2Y: msg`2 years`,
  P5Y: msg`5 years`,
}
