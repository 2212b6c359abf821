// Types for node-postgres' value serialiser (the one its own queries use for bound parameters).
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
