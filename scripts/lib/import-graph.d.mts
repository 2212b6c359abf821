// Types of import-graph.mjs for the TypeScript callers (its unit test).
export function workspaceSourceFiles(root?: string): string[];
export function runtimeImportsOf(fileName: string, text: string): string[];
export function runtimeImportGraph(root?: string): Map<string, string[]>;
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][];
