// Types of typecheck-programs.mjs for the TypeScript callers (tests).
export const TYPECHECK_PROGRAMS: readonly string[];
