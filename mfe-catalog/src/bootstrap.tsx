import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LoadingOverlay, PlatformToaster } from '@petfoster/platform';
import { CatalogRoutes } from './catalog-routes';

// Standalone mode only (npm run dev -w mfe-catalog): inside the shell, the shell owns the router.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <CatalogRoutes />
        <PlatformToaster />
        <LoadingOverlay />
      </BrowserRouter>
    </StrictMode>,
  );
}
