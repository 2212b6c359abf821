// Types of stages.mjs for the TypeScript callers (tests).
export type Stage = readonly [name: string, command: string, args: readonly string[]];
export interface StageResult {
  name: string;
  ms: number;
  code: number;
}
export function runStages(stages: readonly Stage[], options?: { stdio?: 'inherit' | 'ignore' | 'pipe'; env?: NodeJS.ProcessEnv }): Promise<{ code: number; results: StageResult[] }>;
export function formatDurations(results: readonly StageResult[], skipped?: readonly string[]): string;
