/** The ScamLock mark: a padlock on a shield. Decorative; the link around it is labelled. */
export function Logo() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <path d="M16 2 4 6v9c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V6z" fill="#0b4f6c" />
      <rect x="10" y="14" width="12" height="9" rx="1.5" fill="#fff" />
      <path d="M12.5 14v-2.5a3.5 3.5 0 0 1 7 0V14" fill="none" stroke="#fff" strokeWidth="2.2" />
    </svg>
  )
}
