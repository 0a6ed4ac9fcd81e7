/**
 * The sentence the live region reads after each load ("Showing 20 of 47 verification sites"),
 * whole sentences only, with ICU plurals, so each language words its own. It names the search when the
 * list on screen is a search, and says when the list is complete, which is when "Load more"
 * goes away: a screen-reader user learns that the end was reached without hunting for a
 * button that is no longer there.
 */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { CertifierCache } from './cache'

export function statusText(i18n: I18n, list: CertifierCache | undefined): string {
  if (!list) return ''
  const shown = list.rows.length
  const { query, total } = list

  if (shown === 0) {
    return query
      ? i18n._(msg`No verification sites match “${query}”.`)
      : i18n._(msg`No verification sites found.`)
  }

  if (list.complete) {
    return query
      ? i18n._(
          msg`${plural(shown, {
            one: `Showing the only verification site that matches “${query}”.`,
            other: `Showing all # verification sites that match “${query}”.`,
          })}`,
        )
      : i18n._(
          msg`${plural(shown, {
            one: 'Showing the only verification site.',
            other: 'Showing all # verification sites.',
          })}`,
        )
  }

  if (total !== undefined && total > shown) {
    return query
      ? i18n._(
          msg`Showing ${shown} of ${plural(total, {
            one: '# verification site',
            other: '# verification sites',
          })} that match “${query}”.`,
        )
      : i18n._(
          msg`Showing ${shown} of ${plural(total, {
            one: '# verification site',
            other: '# verification sites',
          })}.`,
        )
  }

  return query
    ? i18n._(
        msg`${plural(shown, {
          one: `Showing the first verification site that matches “${query}”. There are more.`,
          other: `Showing the first # verification sites that match “${query}”. There are more.`,
        })}`,
      )
    : i18n._(
        msg`${plural(shown, {
          one: 'Showing the first verification site. There are more.',
          other: 'Showing the first # verification sites. There are more.',
        })}`,
      )
}
