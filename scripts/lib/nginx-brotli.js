'use strict';
/*
 * Brotli for the static front ends (docs/decisions/first-view.md): nginx sends the builds' .br copies through the brotli_static module
 * (deploy/nginx/brotli-static.conf), a dynamic module that Debian ships apart (libnginx-mod-http-brotli-static).
 * Where it is not installed, the local gateway and the compose emulation run without it (gzip only) and say so.
 */
const fs = require('node:fs');

const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL_HINT = 'apt-get install -y libnginx-mod-http-brotli-static';

/** Whether this machine's nginx can load the module. */
const brotliStaticAvailable = () => fs.existsSync(BROTLI_STATIC_MODULE);

/** The main-context and http-context lines that turn it on (empty where the module is missing). */
function brotliStaticDirectives() {
  if (!brotliStaticAvailable()) return { loadModule: '', include: '' };
  return {
    loadModule: `load_module ${BROTLI_STATIC_MODULE};`,
    include: 'include petfoster/brotli-static.conf;',
  };
}

/**
 * A production configuration (frontend.nginx.conf) for this machine: its module path where this nginx keeps the
 * module, or without brotli where it is not installed.
 */
function localizeBrotli(conf) {
  const { loadModule, include } = brotliStaticDirectives();
  return conf
    .replace(/^load_module \S*ngx_http_brotli_static_module\.so;\n/m, loadModule ? `${loadModule}\n` : '')
    .replace(/^(\s*)include petfoster\/brotli-static\.conf;\n/m, include ? `$1${include}\n` : '');
}

module.exports = { BROTLI_STATIC_MODULE, INSTALL_HINT, brotliStaticAvailable, brotliStaticDirectives, localizeBrotli };
