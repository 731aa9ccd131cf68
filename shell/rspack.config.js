const { createRspackConfig } = require('../packages/platform/build/create-rspack-config.js');

// Dev port: packages/platform/apps.json. The remotes are registered at run time by @petfoster/platform.
module.exports = createRspackConfig({ name: 'shell', dirname: __dirname });
