'use strict';
const { createRspackConfig } = require('../packages/platform/build/create-rspack-config');

module.exports = createRspackConfig({
  name: 'association',
  dirname: __dirname,
  port: 3004,
  exposes: {
    './AssociationDashboardPage': './src/pages/association-dashboard-page.tsx',
    './AssociationEditProfilePage': './src/pages/association-edit-profile-page.tsx',
    './AssociationAnimalsPage': './src/pages/association-animals-page.tsx',
    './AssociationRequestsPage': './src/pages/association-requests-page.tsx',
    './AnimalOwnerActions': './src/features/animals/components/animal-owner-actions.tsx',
  },
});
