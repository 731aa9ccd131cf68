'use strict';
const { createRspackConfig } = require('../packages/platform/build/create-rspack-config');

// Dev port and exposed modules: packages/platform/apps.json. No build-time `remotes`: the other remotes are
// registered at run time by @petfoster/platform (same-origin /mfe/<name>/remoteEntry.js), so one build works on any host.
module.exports = createRspackConfig({ name: 'admin', dirname: __dirname });
