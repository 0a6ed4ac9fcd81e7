/**
 * Site configuration for the footer, whose values come from configuration, not code.
 * Build-time overrides: VITE_COMPANY_NAME, VITE_PRIVACY_URL,
 * VITE_SOCIAL_LINKS ("Name|https://… ,Name|https://…"). The union's contact is its member
 * portal's own (src/features/insurance/components/InsuranceShell.tsx): every page loads this
 * module.
 */
export interface SocialLink {
  name: string
  url: string
}

const env = import.meta.env

function parseSocial(raw: string | undefined): SocialLink[] {
  if (!raw) return [{ name: 'Facebook', url: 'https://www.facebook.com/' }]
  return raw
    .split(',')
    .map((pair) => pair.split('|'))
    .filter(
      (parts): parts is [string, string] => parts.length === 2 && /^https:\/\//.test(parts[1]!),
    )
    .map(([name, url]) => ({ name: name.trim(), url: url.trim() }))
}

export const site = {
  companyName: (env.VITE_COMPANY_NAME as string | undefined) ?? 'ScamLock Verification Services',
  privacyPolicyUrl: (env.VITE_PRIVACY_URL as string | undefined) ?? '/terms-and-conditions#privacy',
  social: parseSocial(env.VITE_SOCIAL_LINKS as string | undefined),
  helpline: '19777',
}
