/**
 * The catalog's first-view pages for the server renderer (docs/decisions/first-view.md), under the names the browser loads them by
 * (packages/platform/apps.json "exposes"). Built for Node by the catalog's own production build, next to the
 * browser build it matches (dist-server/build.json).
 */
import type { ComponentType } from 'react';
import HomePage from '../pages/home-page';
import AnimalsPage from '../pages/animals-page';
import AnimalDetailsPage from '../pages/animal-details-page';

export const exposes: Record<string, ComponentType> = {
  './HomePage': HomePage,
  './AnimalsPage': AnimalsPage,
  './AnimalDetailsPage': AnimalDetailsPage,
};
