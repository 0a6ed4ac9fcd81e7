/**
 * The words of the PGSI, as message descriptors so each is translated where it is shown.
 *
 * The nine items are the standard PGSI wording (Ferris & Wynne 2001, Canadian Problem
 * Gambling Index), in British spelling like the rest of the app. Category names are plain and
 * about the gambling, not the person ("problem player" as first given becomes "High risk:
 * problem gambling"); their meanings follow the PGSI's own interpretation of each band.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Answer, Category, QuestionId } from './scoring'

export const QUESTIONS: Readonly<Record<QuestionId, MessageDescriptor>> = {
  q1: msg`Have you bet more than you could really afford to lose?`,
  q2: msg`Have you needed to gamble with larger amounts of money to get the same feeling of excitement?`,
  q3: msg`When you gambled, did you go back another day to try to win back the money you lost?`,
  q4: msg`Have you borrowed money or sold anything to get money to gamble?`,
  q5: msg`Have you felt that you might have a problem with gambling?`,
  q6: msg`Has gambling caused you any health problems, including stress or anxiety?`,
  q7: msg`Have people criticised your betting or told you that you had a gambling problem, whether or not you thought it was true?`,
  q8: msg`Has your gambling caused any financial problems for you or your household?`,
  q9: msg`Have you felt guilty about the way you gamble or what happens when you gamble?`,
}

export const ANSWER_LABELS: Readonly<Record<Answer, MessageDescriptor>> = {
  never: msg`Never`,
  rarely: msg`Rarely`,
  sometimes: msg`Sometimes`,
  often: msg`Often`,
  always: msg`Always`,
}

export interface CategoryText {
  name: MessageDescriptor
  meaning: MessageDescriptor
  advice: MessageDescriptor
}

export const CATEGORIES: Readonly<Record<Category, CategoryText>> = {
  'non-problem': {
    name: msg`No problems`,
    meaning: msg`Your answers show no problems from gambling.`,
    advice: msg`Keep it that way: decide before you start how much money and time you will spend, and stop when you reach it. Never gamble to win back what you have lost. If things change, take this quiz again.`,
  },
  'low-risk': {
    name: msg`Low risk`,
    meaning: msg`Gambling is causing you a few problems, with few or no harmful effects so far.`,
    advice: msg`Some of your answers are early signs of harm. Set limits on money and time before you start, take breaks, and do not chase losses. If you are worried, talking to someone can help.`,
  },
  'moderate-risk': {
    name: msg`Moderate risk`,
    meaning: msg`Gambling is causing you some problems, with some harmful effects.`,
    advice: msg`Gambling is starting to harm you. This is a good time to get support, before things get harder. A counsellor or a responsible gambling officer can help you make a plan, and you can also exclude yourself from gambling places.`,
  },
  problem: {
    name: msg`High risk: problem gambling`,
    meaning: msg`Gambling is causing you problems, with harmful effects, and you may be finding it hard to stay in control.`,
    advice: msg`You do not have to deal with this alone, and support is available. Call the free helpline, ask for counselling, or apply to exclude yourself from gambling places. If gambling is affecting your money, talk to someone before you borrow more.`,
  },
}
