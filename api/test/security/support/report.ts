import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDbKind } from '../../support/database';

/** Where the security suite leaves its measured figures (one markdown file per test file and database). */
export const RESULTS_DIR = join(__dirname, '..', 'results');

/**
 * Prints a report into the test output and writes it to results/<name>.<db>.md, so the figures quoted in the
 * README can be traced to a run.
 */
export function writeReport(name: string, title: string, lines: string[]): string {
  const db = testDbKind();
  const text = [`# ${title} (${db})`, '', `Run: ${new Date().toISOString()}`, '', ...lines, ''].join('\n');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.${db}.md`);
  writeFileSync(file, text);
  console.log(text);
  return file;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
