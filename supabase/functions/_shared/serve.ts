// Hands a function's handler to the runtime: `Deno.serve` on Supabase (and the local backend's
// shim, which captures it); the handler is also the module's default export.
type FetchHandler = (req: Request) => Response | Promise<Response>;

interface DenoServeGlobal {
  Deno?: { serve?: (handler: FetchHandler) => unknown };
}

export function serve(handler: FetchHandler): FetchHandler {
  (globalThis as DenoServeGlobal).Deno?.serve?.(handler);
  return handler;
}
