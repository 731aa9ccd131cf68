import type { ReactNode } from 'react';
import { BrowserRouter, Routes } from 'react-router-dom';
import { LoadingOverlay, PlatformToaster, QueryProvider } from '@petfoster/platform';

/**
 * What the shell provides around a remote (query cache, router, toaster, 'Processing…' overlay), for every
 * remote's `npm run dev` on its own. `children` are the remote's <Route> elements.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <BrowserRouter>
        <PlatformToaster />
        <LoadingOverlay />
        <main>
          <Routes>{children}</Routes>
        </main>
      </BrowserRouter>
    </QueryProvider>
  );
}
