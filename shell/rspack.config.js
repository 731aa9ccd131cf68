const { createRspackConfig } = require('../packages/platform/build/create-rspack-config.js');

module.exports = createRspackConfig({ name: 'shell', dirname: __dirname, port: 3000 });
