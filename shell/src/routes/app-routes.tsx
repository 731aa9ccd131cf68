import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@petfoster/platform';
import { paths } from '@petfoster/contracts';
import { REMOTE_ROUTES } from './route-table';
import { RemotePage } from './remote-page';
import { RoleGuard } from './role-guard';
import { NotFoundPage } from '../pages/not-found-page';

// The static pages are fetched when opened (docs/decisions/first-view.md: no start-up JavaScript that the first view does not need).
const TermsPage = lazy(() => import('../pages/terms-page').then((m) => ({ default: m.TermsPage })));
const AboutPage = lazy(() => import('../pages/about-page').then((m) => ({ default: m.AboutPage })));
const LegalDisclaimerPage = lazy(() =>
  import('../pages/legal-disclaimer-page').then((m) => ({ default: m.LegalDisclaimerPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../pages/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);

const AccessibilityPage = lazy(() =>
  import('../pages/accessibility-page').then((m) => ({ default: m.AccessibilityPage })),
);

const staticPage = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

export function AppRoutes() {
  const role = useSession((state) => (state.isLoggedIn ? state.role : null));
  return (
    <Routes>
      {REMOTE_ROUTES.map((route) => {
        // A route of one role (the administrators' area) does not exist for anyone else: the 404 screen, and no
        // RemotePage, so the remote's code is never fetched.
        if (route.role && route.role !== role)
          return <Route key={route.path} path={route.path} element={<NotFoundPage />} />;
        const page = <RemotePage remote={route.remote} module={route.module} title={route.title} />;
        return (
          <Route
            key={route.path}
            path={route.path}
            element={route.access ? <RoleGuard action={route.access}>{page}</RoleGuard> : page}
          />
        );
      })}
      <Route path={paths.terms} element={staticPage(<TermsPage />)} />
      <Route path={paths.about} element={staticPage(<AboutPage />)} />
      <Route path={paths.legalDisclaimer} element={staticPage(<LegalDisclaimerPage />)} />
      <Route path={paths.privacyPolicy} element={staticPage(<PrivacyPolicyPage />)} />
      <Route path={paths.accessibility} element={staticPage(<AccessibilityPage />)} />
      {/* Remotes send failed detail loads here (docs/product.md#messages); any unknown path lands on the same screen. */}
      <Route path={paths.notFound} element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
