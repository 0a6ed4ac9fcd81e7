/**
 * The four exclusion forms, each a case kind of its own (kinds.ts). In a file without imports,
 * so that the build's configuration reads the registry (vite.config.ts) without loading the
 * outline and, through it, the contract and its rules.
 */
export const EXCLUSION_KINDS = ['self', 'third-party', 'appeal', 'cancel'] as const
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number]
