import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail the audit; moderate and minor findings are left to review. */
const failingImpacts: ReadonlySet<string> = new Set(['critical', 'serious']);

/**
 * axe-core's own build, evaluated in the page: nothing of it ships with the console, and the console's content
 * security policy refuses a script tag that is not its own.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The part of an axe-core violation the report needs (this project has no DOM types, nor axe's in the page). */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** One rule a page breaks, with the elements that break it. */
export interface AccessibilityFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Waits until the page has drawn what it loads: no request in flight, its heading drawn, no spinner, no
 * skeleton. A page whose purpose is to wait says so with role=status; its spinner never stops.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Every page has a level-one heading once its layout is drawn; before that the document is still empty.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached({ timeout: 15_000 });
  const loading = page.locator('.ant-spin-spinning:not([role="status"] *), .ant-skeleton-active');
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  // Ant Design's enter motions run about 0.3 s and a button that turns enabled fades its colour in 0.2 s: a
  // half-faded text would measure as low contrast. The page is still while nothing finite moves for a moment.
  await expect
    .poll(async () => {
      await page.waitForTimeout(150);
      return countRunningAnimations(page, { finiteOnly: true });
    })
    .toBe(0);
}

/**
 * How many animations run on the page now: every one, or only the motions that will end (enter fades and colour
 * transitions, not a spinner that turns for as long as it waits).
 */
export function countRunningAnimations(page: Page, { finiteOnly = false } = {}): Promise<number> {
  // Evaluated in the page, so it stands alone.
  return page.evaluate((onlyFinite) => {
    const document = (
      globalThis as unknown as {
        document: {
          getAnimations(): { playState: string; effect: { getTiming(): { iterations: number } } | null }[];
        };
      }
    ).document;
    return document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          !(onlyFinite && animation.effect?.getTiming().iterations === Infinity),
      ).length;
  }, finiteOnly);
}

/** Runs axe-core over the page as it is now and returns its critical and serious findings. */
export async function auditAccessibility(page: Page, where: string): Promise<AccessibilityFinding[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run(options: object): Promise<{ violations: unknown[] }> } }
    ).axe;
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations as AxeViolation[];
  });
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) =>
        [node.target.join(' '), node.html.slice(0, 160), node.failureSummary ?? ''].join('\n'),
      ),
    }));
}

/** The report a failed audit prints: each page, rule and impact, then the elements. */
export function describeFindings(findings: readonly AccessibilityFinding[]): string {
  return findings
    .map((finding) =>
      [
        `${finding.where}: ${finding.rule} (${finding.impact}) — ${finding.help}`,
        ...finding.nodes.map((node) => `    ${node.replaceAll('\n', '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
}
