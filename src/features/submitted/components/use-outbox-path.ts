import { useLocation } from '@tanstack/react-router'
import { areaOf, OUTBOX_PATH } from '../../../config/areas'

/** The outbox in the shell of the page showing the link (a portal confirmation: the portal's). */
export function useOutboxPath() {
  return OUTBOX_PATH[areaOf(useLocation({ select: (location) => location.pathname }))]
}
