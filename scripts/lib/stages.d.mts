// Types of stages.mjs for the TypeScript callers (tests).
export type Stage = readonly [name: string, command: string, args: readonly string[]];
export interface StageResult {
  name: string;
  ms: number;
  code: number;
  /** A failed stage run with stdio 'tee': the lines of its output that name an error. */
  digest?: string[];
  /** The stages that ran at the same time as this one. */
  alongside?: string[];
}
/** A stage, or stages run at the same time. */
export type Step = Stage | readonly Stage[];
export function runStages(steps: readonly Step[], options?: { stdio?: 'inherit' | 'ignore' | 'pipe' | 'tee'; env?: NodeJS.ProcessEnv }): Promise<{ code: number; results: StageResult[]; ms: number }>;
export function failureDigest(lines: readonly string[]): string[];
export function formatDurations(results: readonly StageResult[], skipped?: readonly string[], totalMs?: number): string;
