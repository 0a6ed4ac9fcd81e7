/**
 * A valid product pre-registration's text fields (docs/design.md section 4, `product/register`),
 * for the tests and benches that need a registration the gateway accepts: the contract's own
 * sample (src/shared/contracts/samples.ts). Each registration needs its own `productCode`.
 */
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'

export const SAMPLE_REGISTRATION = SAMPLE_DATA.productRegistration
