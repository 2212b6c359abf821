// Types of processes.mjs for the TypeScript callers (its unit tests).
import type { ChildProcess } from 'node:child_process';

export interface SupervisedChild {
  child: ChildProcess;
  name: string;
  /** Resolves with the exit code, or the signal name, once the child has exited. */
  exited: Promise<number | string>;
}

export interface SpawnOptions {
  cwd?: string;
  env?: Record<string, string>;
  onLine?: (line: string) => void;
  quiet?: boolean;
}

export function spawnNode(name: string, args: string[], options?: SpawnOptions): SupervisedChild;
export function stopChild(entry: SupervisedChild, graceMs?: number): Promise<void>;
export function stopAll(graceMs?: number): Promise<void>;
export function stopAllAndExit(code: number): Promise<never>;
export function assertPortsFree(entries: { port: number; what: string }[]): Promise<void>;
export function waitForPort(port: number, options?: { timeoutMs?: number; abort?: Promise<string> }): Promise<void>;
export function resolveBin(fromDir: string, packageName: string, binName?: string): string;
export function stopAllOnSignals(beforeExit?: () => Promise<void>): void;
