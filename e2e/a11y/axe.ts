// Runs axe-core on the page as a user sees it now and fails on any violation of impact serious or
// critical under WCAG 2.0/2.1 levels A and AA; the message lists each rule, its help and its nodes.
//
// axe-core runs in the page itself (`axe.run`, every frame included), injected once per document.
// @axe-core/playwright's builder injected it again on every scan and finished each one in a new
// blank page: about 1.2 s a scan against about 0.3 s here, over some hundred scans per run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { animationsSettled } from '../support/animations-settled.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The standard every scan holds the app to (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  id: string;
  impact: string;
  help: string;
  /** One entry per offending node: its selector and axe's summary of what fails. */
  nodes: { target: string; summary: string }[];
}

/**
 * A violation inside a third-party widget that our code cannot reach, accepted for one rule on
 * the nodes matching `selector` only, with the reason written down (docs/accessibility.md).
 */
export interface KnownThirdPartyIssue {
  rule: string;
  selector: string;
  why: string;
}

/** The frame's document gets axe-core unless it has it already (a navigation starts a new one). */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window);
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/** Every violation axe finds on the page, whatever its impact (for reports and debugging). */
export async function scan(page: Page): Promise<Finding[]> {
  // Colours caught mid-animation (a dialog fading in, a button easing into its focus colour) are not
  // what the user settles on: measure once the page is still.
  await animationsSettled(page);
  // Every frame has axe so that the top frame's run reaches into each of them.
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations;
  }, [...WCAG_TAGS]);
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: (node.failureSummary ?? '').replace(/\s+/g, ' ') })),
  }));
}

async function withoutKnownIssues(page: Page, findings: Finding[], known: readonly KnownThirdPartyIssue[]): Promise<Finding[]> {
  const kept: Finding[] = [];
  for (const finding of findings) {
    const issues = known.filter((issue) => issue.rule === finding.id);
    const nodes = [];
    for (const node of finding.nodes) {
      const accepted = await page.evaluate(
        ({ target, selectors }) => {
          const element = document.querySelector(target);
          return element !== null && selectors.some((selector) => element.matches(selector));
        },
        { target: node.target, selectors: issues.map((issue) => issue.selector) },
      );
      if (!accepted) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...finding, nodes });
  }
  return kept;
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, what: string, known: readonly KnownThirdPartyIssue[] = []): Promise<void> {
  const serious = (await scan(page)).filter((finding) => BLOCKING_IMPACTS.has(finding.impact));
  const blocking = await withoutKnownIssues(page, serious, known);
  const report = blocking
    .map((finding) => `[${finding.impact}] ${finding.id}: ${finding.help}\n  ${finding.nodes.map((node) => `${node.target} :: ${node.summary}`).join('\n  ')}`)
    .join('\n');
  expect(blocking, `axe found serious or critical violations on ${what}:\n${report}`).toEqual([]);
}
