/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@petfoster/contracts';
import apps from '../../../packages/platform/apps.json';

/**
 * Routes are written once, in @petfoster/contracts' paths module: no front end (nor the platform) writes a route
 * string of its own in a link, a navigation, a redirect or a route table. Tests are left out.
 */
const repoRoot = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'test' || entry === 'test-utils' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** The first segment of every route ('animals-details', 'associationprofile', ...). */
const firstSegments = [
  ...new Set(
    Object.values(paths)
      .map((value) => (typeof value === 'function' ? value(':x') : value))
      .map((route) => route.split(/[/?]/)[1])
      .filter(Boolean),
  ),
];
const routeLiteral = new RegExp(`['"\`]/(${firstSegments.join('|')})(?=[/?'"\`]|\\$\\{)`);
const homeLiteral = /(\bto=|\bto:\s*|navigate\(|backTo=|fallback=)\s*\{?\s*['"`]\/['"`]/;

it('no route string outside the paths module', () => {
  const roots = [...Object.values(apps).map(({ dir }) => dir), 'packages/platform'].map((dir) =>
    path.join(repoRoot, dir, 'src'),
  );
  const found = roots.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, where: `${path.relative(repoRoot, file)}:${index + 1}` }))
      .filter(({ line }) => routeLiteral.test(line) || homeLiteral.test(line))
      .map(({ line, where }) => `${where}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});
