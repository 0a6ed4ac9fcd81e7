/**
 * The client's own texts, English verbatim as the product was first given them, as Lingui
 * descriptors so the message dialog shows them translated. The portal's list also had a
 * message "for no response" (seen only in French there): that is TIMED_OUT.
 */
import { msg } from '@lingui/core/macro'

/** A body without message, errorMessage or messages. */
export const TRY_AGAIN = msg`An error occurred, please try again later`
/** No body and no message of the error's own. */
export const UNHANDLED = msg`Unhandled Error - An error occurred, please try again later`
/** The HTTP layer, on a server error (5xx) that came without a body. */
export const CONTACT_ADMIN = msg`An error occurred, please contact the System administration`
/** The request never got an answer: offline, DNS, refused, cut mid-transfer. */
export const NETWORK_ERROR = msg`Network Error`
/** The request ran past its timeout (30 s, 120 s for multipart). */
export const TIMED_OUT = msg`No response from the server. Check your connection and try again.`
