'use strict';
/** Names, dev ports and gateway paths of the five front ends; mirrored at run time by src/federation/remotes.ts. */
const APPS = {
  shell: { port: 3000, dir: 'shell' },
  catalog: { port: 3001, dir: 'mfe-catalog' },
  auth: { port: 3002, dir: 'mfe-auth' },
  family: { port: 3003, dir: 'mfe-family' },
  association: { port: 3004, dir: 'mfe-association' },
};

/** Shared singletons (ARCHITECTURE 2); a trailing slash shares every subpath (react/jsx-runtime, react-dom/client). */
const SHARED_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'react-hot-toast',
  // The query cache lives in @petfoster/platform; one copy of the library so its React context is the same everywhere.
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@petfoster/platform',
  '@petfoster/contracts',
];

const API_PROXY_PATHS = ['/api', '/login', '/uploads'];
const API_TARGET = process.env.PETFOSTER_API_URL || 'http://localhost:8080';

module.exports = { APPS, SHARED_PACKAGES, API_PROXY_PATHS, API_TARGET };
