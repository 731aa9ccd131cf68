'use strict';
const { createRspackConfig } = require('../packages/platform/build/create-rspack-config');

// No build-time `remotes`: the detail page's family and association fragments are registered at run time by
// @petfoster/platform (same-origin /mfe/<name>/remoteEntry.js), so one build works on any host.
module.exports = createRspackConfig({
  name: 'catalog',
  dirname: __dirname,
  port: 3001,
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './AnimalsPage': './src/pages/animals-page.tsx',
    './AnimalDetailsPage': './src/pages/animal-details-page.tsx',
    './AssociationsPage': './src/pages/associations-page.tsx',
    './AssociationProfilePage': './src/pages/association-profile-page.tsx',
  },
});
