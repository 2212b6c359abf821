// The little of Deno's global that an Edge Function touches at load and run time: `Deno.serve`
// (captured, so a file that calls it still gives us its handler) and `Deno.env` (the function's
// environment). Values come from the invocation in flight (AsyncLocalStorage), so two backends
// in one process never see each other's keys.
import { AsyncLocalStorage } from 'node:async_hooks';

export type FetchHandler = (req: Request) => Response | Promise<Response>;

export const functionEnv = new AsyncLocalStorage<Record<string, string>>();

let captured: FetchHandler | undefined;

function serve(first: unknown, second?: unknown): { finished: Promise<void>; shutdown(): Promise<void> } {
  const handler = typeof first === 'function' ? first : typeof second === 'function' ? second : (first as { handler?: unknown } | undefined)?.handler;
  if (typeof handler === 'function') captured = handler as FetchHandler;
  return { finished: new Promise<void>(() => undefined), shutdown: async () => undefined };
}

const env = {
  get(name: string): string | undefined {
    return functionEnv.getStore()?.[name] ?? process.env[name];
  },
  has(name: string): boolean {
    return env.get(name) !== undefined;
  },
  toObject(): Record<string, string> {
    const base: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined) base[key] = value;
    return { ...base, ...functionEnv.getStore() };
  },
};

/** Installs the shim unless a real Deno global exists. */
export function installDenoShim(): void {
  const globals = globalThis as { Deno?: unknown };
  if (globals.Deno === undefined) globals.Deno = { serve, env };
}

/** Runs a module import and returns the handler it passed to `Deno.serve`, if any. */
export async function captureServe<T>(load: () => Promise<T>): Promise<{ module: T; served: FetchHandler | undefined }> {
  captured = undefined;
  const module = await load();
  const served = captured;
  captured = undefined;
  return { module, served };
}
