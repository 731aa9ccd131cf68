/*
 * Builds the widget (src/widget.ts) into one minified widget.js with its .br and .gz copies (the servers send those
 * to the browsers that accept them: api/src/web/static-web.ts, deploy/nginx/brotli-static.conf).
 *   node widget/build.js [outDir]     default widget/dist; the shell's build writes it into shell/dist, so that
 *                                      `npm start`, the local gateway and the shell's container serve /widget.js.
 * One file, no import: SWC (already the repository's compiler) strips the types and minifies; no bundler needed.
 */
const { transformFileSync } = require('@swc/core');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const SOURCE = path.join(__dirname, 'src', 'widget.ts');

function buildWidget(outDir = path.join(__dirname, 'dist')) {
  const { code } = transformFileSync(SOURCE, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019', minify: { compress: true, mangle: true } },
    minify: true,
    sourceMaps: false,
    module: undefined,
  });
  // An IIFE: nothing of the widget reaches the host page's globals.
  const script = `(function(){${code}})();\n`;
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'widget.js');
  writeFileSync(file, script);
  const brotli = zlib.brotliCompressSync(script, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, zlib.gzipSync(script, { level: 9 }));
  return { file, bytes: Buffer.byteLength(script), brotliBytes: brotli.length };
}

module.exports = { buildWidget };

if (require.main === module) {
  const out = buildWidget(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`widget: ${path.relative(process.cwd(), out.file)} ${out.bytes} B, ${out.brotliBytes} B brotli`);
}
