/**
 * Site configuration for the footer (001 section 2: "Their values come from a
 * configuration"). Build-time overrides: VITE_COMPANY_NAME, VITE_PRIVACY_URL,
 * VITE_SOCIAL_LINKS ("Name|https://… ,Name|https://…"), and the union's contact for its member
 * portal, VITE_UNION_PHONE and VITE_UNION_EMAIL (sample values by default, shown as such: the
 * regulator's gambling helpline is no help to a member of a funeral scheme).
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
  union: {
    phone: (env.VITE_UNION_PHONE as string | undefined) ?? '+267 300 0000',
    email: (env.VITE_UNION_EMAIL as string | undefined) ?? 'members@union.example',
    /** True while the contact is the sample one: the pages then say so. */
    sample: !env.VITE_UNION_PHONE && !env.VITE_UNION_EMAIL,
  },
}
