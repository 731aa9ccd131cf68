'use strict';
/*
 * The brotli and gzip copies of a production build's text assets (docs/decisions/first-view.md), for every build that writes files a
 * server sends: the apps' browser builds and the shell's first-view starter.
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text assets, the ones worth compressing (images and fonts are compressed already). */
const TEXT_ASSETS = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Brotli and gzip copies of every text asset, written next to it by the build (docs/decisions/first-view.md): the Node server
 * (api/src/web/static-web.ts) and nginx (gzip_static) send them as they are, with no compression work per request
 * and the best ratio (brotli 11, gzip 9). threshold 0 and minRatio 1: every text asset has its copies, so a server
 * never falls back to the raw bytes for a file that a client could take compressed.
 */
function precompressed() {
  const common = { test: TEXT_ASSETS, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressed };
