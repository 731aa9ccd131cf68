/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import apps from '../../apps.json';

/**
 * Production builds share build/react-router-dom-shared.mjs under the name 'react-router-dom' (a trimmed re-export,
 * see create-rspack-config.js). A name missing there would be undefined at run time with no build error, so every
 * named import of react-router-dom in every front end and the platform must be one the facade exports.
 */
const repoRoot = path.resolve(__dirname, '../../../..');
const facade = readFileSync(path.join(repoRoot, 'packages/platform/build/react-router-dom-shared.mjs'), 'utf8');
const exported = new Set(
  (/export\s*\{([^}]*)\}/.exec(facade)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|jsx)$/.test(entry) ? [file] : [];
  });
}

function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  const roots = [...Object.values(apps).map(({ dir }) => dir), 'packages/platform'].map((dir) =>
    path.join(repoRoot, dir, 'src'),
  );
  for (const file of roots.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g,
    )) {
      if (match[1]) continue;
      for (const specifier of match[2]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (specifier.startsWith('type ')) continue;
        names.set(specifier.split(/\s+as\s+/)[0], path.relative(repoRoot, file));
      }
    }
  }
  return names;
}

describe('shared react-router-dom facade', () => {
  it('exports every react-router-dom name the apps import', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
