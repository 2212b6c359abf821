// Types of stages.mjs for the TypeScript callers (tests).
export type Stage = readonly [name: string, command: string, args: readonly string[]];
export interface StageResult {
  name: string;
  ms: number;
  code: number;
  /** A failed stage run with stdio 'tee': the lines of its output that name an error. */
  digest?: string[];
}
export function runStages(stages: readonly Stage[], options?: { stdio?: 'inherit' | 'ignore' | 'pipe' | 'tee'; env?: NodeJS.ProcessEnv }): Promise<{ code: number; results: StageResult[] }>;
export function failureDigest(lines: readonly string[]): string[];
export function formatDurations(results: readonly StageResult[], skipped?: readonly string[]): string;
