// Types of free-port.mjs for the TypeScript callers.
export function freePort(): Promise<number>;
export function freePortBlock(count: number): Promise<number>;
export function isPortFree(port: number): Promise<boolean>;
