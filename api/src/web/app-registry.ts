import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The registry of front ends (packages/platform/apps.json), read at run time from the repository this file runs in
 * (api/src/web and api/dist/web are at the same depth). No registry (the API's Docker image without front ends): none.
 */
const APP_REGISTRY = path.resolve(__dirname, '../../../packages/platform/apps.json');

export interface FrontEnd {
  name: string;
  /** Workspace folder; its build is <dir>/dist. */
  dir: string;
  /** Has a first-view Node build (docs/decisions/first-view.md). */
  firstView: boolean;
}

export function frontEnds(): FrontEnd[] {
  if (!existsSync(APP_REGISTRY)) return [];
  const apps = JSON.parse(readFileSync(APP_REGISTRY, 'utf8')) as Record<string, { dir: string; firstView?: string }>;
  return Object.entries(apps).map(([name, { dir, firstView }]) => ({ name, dir, firstView: Boolean(firstView) }));
}

export const SHELL_APP = 'shell';
