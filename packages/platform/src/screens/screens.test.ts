/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PLATFORM_ONLY_PACKAGES } = require('../../build/apps.js');

const SRC = path.dirname(__dirname);
const ENTRY = path.join(__dirname, 'index.ts');
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)(?:import|export)[^;]*?from '([^']+)'/g)].map((match) => match[1]);
const resolve = (from: string, request: string) =>
  ['', '.ts', '.tsx'].map((ext) => path.resolve(path.dirname(from), request + ext)).find((file) => existsSync(file))!;

/** The modules of @petfoster/platform/screens: what src/screens/index.ts re-exports. */
const screenModules = new Set(importsOf(ENTRY).map((request) => resolve(ENTRY, request)));

describe('@petfoster/platform/screens', () => {
  it('reaches the shared state only through @petfoster/platform: no relative import of the rest, no second query cache', () => {
    expect(screenModules.size).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const file of screenModules) {
      for (const request of importsOf(file)) {
        const where = `${path.relative(SRC, file)} imports ${request}`;
        if (PLATFORM_ONLY_PACKAGES.includes(request)) wrong.push(where);
        if (!request.startsWith('.')) continue;
        // Its own stylesheets are fine; the shared look is uiStyles, from the singleton.
        if (request.endsWith('.module.css') && !request.endsWith('/ui.module.css')) continue;
        if (!screenModules.has(resolve(file, request))) wrong.push(where);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is not part of the shared singleton: the index exports none of it', () => {
    const index = importsOf(path.join(SRC, 'index.ts')).map((request) => resolve(path.join(SRC, 'index.ts'), request));
    expect(index.filter((file) => file && screenModules.has(file))).toEqual([]);
  });
});
