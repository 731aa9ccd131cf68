'use strict';
/**
 * Export condition under which @petfoster/contracts and @petfoster/platform name their TypeScript sources (their
 * package.json "exports"): the bundler, TypeScript (customConditions) and Jest (customExportConditions) resolve it.
 */
const SOURCE_CONDITION = '@petfoster/source';

/**
 * The bundler's export conditions (those rspack uses when none are set: per kind of import, for the target's
 * platform), with the packages' sources first. Setting conditionNames replaces the defaults, hence the full lists.
 */
function exportConditions(mode, platform) {
  const base = [SOURCE_CONDITION, 'webpack', mode, platform];
  return {
    conditionNames: [...base, 'module'],
    byDependency: {
      esm: { conditionNames: [...base, 'import', 'module'] },
      commonjs: { conditionNames: [...base, 'require', 'module'] },
    },
  };
}

module.exports = { SOURCE_CONDITION, exportConditions };
