// Reads a function's environment through `Deno.env`, which Supabase Edge Functions provide and the
// local backend shims per invocation (so two backends in one process never share keys).
interface DenoEnvGlobal {
  Deno?: { env: { get(name: string): string | undefined } };
}

/** The value of an environment variable, or undefined when unset or blank. */
export function readEnv(name: string): string | undefined {
  const value = (globalThis as DenoEnvGlobal).Deno?.env.get(name);
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/** The value of an environment variable the function cannot work without. */
export function requireEnv(name: string): string {
  const value = readEnv(name);
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** The whole environment as a plain object (the plan catalogue reads MB_PRICE_* from it). */
export function envObject(): Record<string, string | undefined> {
  const deno = (globalThis as { Deno?: { env: { toObject?(): Record<string, string> } } }).Deno;
  return deno?.env.toObject?.() ?? {};
}
