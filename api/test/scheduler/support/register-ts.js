'use strict';
/*
 * Lets a child Node process of the tests run the API from its TypeScript sources, compiled file by file by swc with
 * the options of jest.config.js (legacy decorators and their metadata, which Nest's injection reads; React's
 * automatic runtime for the mail templates). Loaded with `node --conditions=@petfoster/source -r <this file>`, the
 * condition under which @petfoster/contracts resolves to its sources as well.
 */
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const optionsFor = (filename) => ({
  filename,
  sourceMaps: 'inline',
  module: { type: 'commonjs' },
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: filename.endsWith('.tsx') },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
});

for (const extension of ['.ts', '.tsx']) {
  require.extensions[extension] = (module, filename) => {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), optionsFor(filename));
    module._compile(code, filename);
  };
}
