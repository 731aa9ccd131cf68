/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import apps from '../../apps.json';

/**
 * Each remote's src/exposed.ts type-checks its exposed components against the table of exposed modules; that check
 * is only worth something if it names the very files the build exposes (apps.json "exposes").
 */
const repoRoot = path.resolve(__dirname, '../../../..');

describe("each remote's src/exposed.ts", () => {
  it.each(Object.entries(apps).filter(([name]) => name !== 'shell'))(
    '%s: checks exactly the files apps.json exposes',
    (_name, { dir, exposes }) => {
      const source = readFileSync(path.join(repoRoot, dir, 'src/exposed.ts'), 'utf8');
      const files = new Map(
        [...source.matchAll(/^import (\w+) from '([^']+)';$/gm)].map(([, name, file]) => [name, file]),
      );
      const checked = Object.fromEntries(
        [...source.matchAll(/^ {2}'(\.\/\w+)': (\w+),$/gm)].map(([, module, name]) => [
          module,
          `./${path.posix.join('src', files.get(name) ?? '?')}.tsx`.replace(/\.tsx$/, ''),
        ]),
      );
      const expected = Object.fromEntries(
        Object.entries(exposes).map(([module, file]) => [module, file.replace(/\.tsx?$/, '')]),
      );
      expect(checked).toEqual(expected);
    },
  );
});
