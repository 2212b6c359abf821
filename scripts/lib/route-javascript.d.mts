// Types of route-javascript.mjs for the TypeScript callers (the route size test).
import type { AppInfo } from './apps.mjs';
import type { AppBuild } from './built-chunks.mjs';
import type { LoadedFile } from './route-budgets.mjs';

export function dashboardRemotes(): string[];
export function remoteOfRoute(route: string): AppInfo | undefined;
export function readBuilds(): Map<string, AppBuild>;
export function routeJavaScript(route: string, builds?: Map<string, AppBuild>): LoadedFile[];
export function javaScriptKiB(files: readonly LoadedFile[]): number;
export function publicPageJavaScript(target: { page: string; content?: string }, builds?: Map<string, AppBuild>): LoadedFile[];
