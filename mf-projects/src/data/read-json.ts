// Small checks for the projects RPCs' JSON (a paged list is read by the session's readPaged): a bad
// deploy shows an error in words, not a blank screen.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
