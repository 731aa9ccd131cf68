'use strict';
const { createRspackConfig } = require('../packages/platform/build/create-rspack-config');

module.exports = createRspackConfig({
  name: 'auth',
  dirname: __dirname,
  port: 3002,
  exposes: {
    './LoginModal': './src/features/login/components/login-modal.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
  },
});
