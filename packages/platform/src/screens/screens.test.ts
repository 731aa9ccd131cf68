/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PLATFORM_ONLY_PACKAGES } = require('../../build/apps.js');

const SRC = path.dirname(__dirname);
const SCREENS = __dirname;
const ENTRY = path.join(SCREENS, 'index.ts');
const SINGLETON = path.join(SRC, 'index.ts');
const SCREENS_ENTRY = '@petfoster/platform/screens';

/** What a file imports: import/export … from, import(), require() and jest.mock() of a path. */
const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)(?:import|export)[^;]*?from '([^']+)'|\b(?:import|require|jest\.mock|jest\.requireActual)\('([^']+)'/g,
    ),
  ].map((match) => match[1] ?? match[2]);
/** The file a relative request names (undefined for a package). */
const resolve = (from: string, request: string) =>
  request.startsWith('.')
    ? ['', '.ts', '.tsx'].map((ext) => path.resolve(path.dirname(from), request + ext)).find((file) => existsSync(file))
    : undefined;
const inScreens = (file: string) => !path.relative(SCREENS, file).startsWith('..');
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
const isTest = (file: string) => /\.test(-d)?\.tsx?$/.test(file);

/** The modules of @petfoster/platform/screens: what src/screens/index.ts re-exports. */
const screenModules = new Set(
  importsOf(ENTRY)
    .map((request) => resolve(ENTRY, request))
    .filter((file): file is string => file !== undefined),
);
/** The modules the shared singleton (src/index.ts) re-exports. */
const singletonModules = new Set(
  importsOf(SINGLETON)
    .map((request) => resolve(SINGLETON, request))
    .filter((file): file is string => file !== undefined),
);

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
        const target = resolve(file, request);
        if (request.endsWith('.module.css') && target && inScreens(target)) continue;
        if (!target || !screenModules.has(target)) wrong.push(where);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is not part of the shared singleton: the index exports none of it', () => {
    expect([...singletonModules].filter((file) => screenModules.has(file))).toEqual([]);
  });

  it('has its own folder: every module the entry re-exports lives under src/screens/, unless the singleton exports it too', () => {
    const outside = importsOf(ENTRY).filter((request) => {
      const file = resolve(ENTRY, request);
      if (file === undefined) return request !== '@petfoster/platform';
      return !inScreens(file) && !singletonModules.has(file);
    });
    expect(outside).toEqual([]);
  });

  it('is reached from the rest of the platform only through its entry: no module outside src/screens imports its files', () => {
    const wrong: string[] = [];
    for (const file of sourcesUnder(SRC).filter((source) => !inScreens(source))) {
      for (const request of importsOf(file)) {
        const where = `${path.relative(SRC, file)} imports ${request}`;
        const target = resolve(file, request);
        if (target && inScreens(target)) wrong.push(where);
        // A test may use the entry as a front end does; the singleton's own modules never load it.
        if (request === SCREENS_ENTRY && !isTest(file)) wrong.push(where);
      }
    }
    expect(wrong).toEqual([]);
  });
});
