'use strict';
/*
 * Which files of a production build a page runs as soon as it loads (its start-up), for the plugins that treat them
 * apart: the shell's <link rel="preload"> list (create-rspack-config.js) and V8's compile hint (CompileHintsPlugin).
 */
const { rspack } = require('@rspack/core');
const { LAZY_SHARED_PACKAGES } = require('./apps');

/** Chunk groups of a remote's exposed modules are named after them (rspack's Module Federation). */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

/** A lazily shared package is provided too, but fetched with its first use: not start-up. */
const isLazyProvide = (identifier) => LAZY_SHARED_PACKAGES.some((pkg) => identifier.includes(` ${pkg}@`));

/**
 * The shell's start-up chunk groups: the `import('./bootstrap')` one plus those behind the shell's `provide shared
 * module`s (the shell provides every shared singleton, 'loaded-first'). The consume fallbacks hold the same modules
 * but are never fetched while the shell provides them, and lazy chunks are not start-up.
 */
const isShellStartupGroup = (group) =>
  (group.origins || []).some(
    (origin) =>
      origin.request === './bootstrap' ||
      (origin.module &&
        origin.module.identifier().startsWith('provide shared module') &&
        !isLazyProvide(origin.module.identifier())),
  );

/** The shell's files that start-up fetches after the entry (what index.html preloads). */
function shellStartupFiles(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial() || ![...chunk.groupsIterable].some(isShellStartupGroup)) continue;
    for (const file of chunk.files) files.add(file);
  }
  return files;
}

/**
 * Every file a page runs at load: the shell's entry (main.js) and start-up chunks; a remote's container entry
 * (remoteEntry.js; its own main.js only runs when it is opened alone, in development) and the chunks of its exposed
 * modules (a page module runs as soon as it is fetched).
 */
function loadTimeFiles(compilation, { isShell, remoteEntry }) {
  const files = isShell ? shellStartupFiles(compilation) : new Set();
  for (const chunk of compilation.chunks) {
    const entry = isShell ? chunk.canBeInitial() : chunk.files.has(remoteEntry);
    const groups = [...chunk.groupsIterable];
    // A chunk that a shared module's fallback also loads (a group with no name and no request) is not among the
    // exposed modules' own files in mf-manifest.json: the federation runtime fetches it only when needed.
    const sharedFallback = groups.some((group) => !group.name && ![...(group.origins || [])].some((o) => o.request));
    const exposed = !sharedFallback && groups.some((group) => (group.name || '').startsWith(EXPOSE_CHUNK_PREFIX));
    if (!entry && !exposed) continue;
    for (const file of chunk.files) files.add(file);
  }
  return files;
}

/**
 * V8's explicit compile hint (Chrome 136+): a script starting with this comment has all its functions compiled
 * while it streams in, off the main thread, instead of one by one on the main thread at their first call. The
 * bundler wraps every module in a function, so without it evaluating react-dom, the router and the federation
 * runtime means compiling them on the main thread in the start-up's long tasks (docs/decisions/first-view.md, where it is measured).
 * Only load-time files get it: compiling code a page may never run costs memory and CPU for nothing.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  constructor({ isShell, remoteEntry }) {
    Object.assign(this, { isShell, remoteEntry });
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the content hashes and the compressed copies.
        { name: 'CompileHintsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const file of loadTimeFiles(compilation, this)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { EXPOSE_CHUNK_PREFIX, COMPILE_HINT, CompileHintsPlugin, shellStartupFiles, loadTimeFiles };
