'use strict';
const { createRspackConfig } = require('../packages/platform/build/create-rspack-config');

module.exports = createRspackConfig({
  name: 'family',
  dirname: __dirname,
  port: 3003,
  exposes: {
    './FamilyDashboardPage': './src/pages/family-dashboard-page.tsx',
    './FamilyProfilePage': './src/pages/family-profile-page.tsx',
    './FamilyEditProfilePage': './src/pages/family-edit-profile-page.tsx',
    './FamilyRequestsPage': './src/pages/family-requests-page.tsx',
    './AnimalRequestArea': './src/features/animal-request/components/animal-request-area.tsx',
  },
});
