import { useLocation } from 'react-router-dom';
import { LoadingOverlay, PlatformToaster, RemoteErrorBoundary, useLiveUpdates } from '@petfoster/platform';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { FocusOnNavigation } from '../layout/focus-on-navigation';
import { ScrollToTop } from '../layout/scroll-to-top';
import { AppRoutes } from '../routes/app-routes';
import { FirstViewTakeover } from './first-view-takeover';
import styles from './app.module.css';

export function App() {
  const location = useLocation();
  // New messages, read marks and the header's counts while signed in (docs/architecture.md#live-updates-in-the-front-ends).
  useLiveUpdates();
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skipLink}>
        Aller au contenu
      </a>
      <ScrollToTop />
      <FocusOnNavigation />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Last line of defence: whatever a page throws stays inside <main>; a new route clears it. */}
        <RemoteErrorBoundary resetKey={location.pathname}>
          <AppRoutes />
        </RemoteErrorBoundary>
      </main>
      <Footer />
      <PlatformToaster />
      <LoadingOverlay />
      <FirstViewTakeover />
    </div>
  );
}
