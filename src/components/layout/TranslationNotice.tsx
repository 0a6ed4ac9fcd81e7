/**
 * For Sekgalagadi, Ikalanga and Shiyeyi, whose catalogs are not complete yet: missing messages
 * show in Setswana, then English (lingui.config.ts), and the page says so once a visit, in
 * Setswana and English (docs/design.md section 6), with a way to choose another language.
 *
 * The two sentences are fixed text on purpose, not Lingui messages: they must read the same in
 * whichever of the three languages is active, and that language is the one that lacks them.
 */
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

const PARTIAL = ['kga', 'kal', 'shi']
const SEEN_KEY = 'translation-notice-seen'

function seen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1'
  } catch {
    return false
  }
}

export function TranslationNotice() {
  const { i18n } = useLingui()
  const [hidden, setHidden] = useState(seen)
  if (hidden || !PARTIAL.includes(i18n.locale)) return null
  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, '1')
    } catch {
      // Storage refused: it closes for this page only.
    }
    setHidden(true)
  }
  /* eslint-disable lingui/no-unlocalized-strings -- fixed bilingual text, see above */
  return (
    <div className="notice translation-notice" role="note">
      <p lang="tn">
        Puo e ga e ise e fetolelwe ka botlalo: mafoko mangwe a kwadilwe ka Setswana kgotsa ka
        Sekgoa.
      </p>
      <p lang="en">
        This language is not fully translated yet: some text is in Setswana or English.
      </p>
      <p className="button-row">
        <Link to="/language">
          <span lang="tn">Tlhopha puo e nngwe</span> /{' '}
          <span lang="en">Choose another language</span>
        </Link>
        <button type="button" className="button button--secondary" onClick={close}>
          <span lang="tn">Go siame</span> / <span lang="en">OK</span>
        </button>
      </p>
    </div>
  )
  /* eslint-enable lingui/no-unlocalized-strings */
}
