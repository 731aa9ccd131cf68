import { Route, Routes } from 'react-router-dom';
import { REMOTE_ROUTES, STATIC_PATHS } from './route-table';
import { RemotePage } from './remote-page';
import { RoleGuard } from './role-guard';
import { TermsPage } from '../pages/terms-page';
import { AboutPage } from '../pages/about-page';
import { LegalDisclaimerPage } from '../pages/legal-disclaimer-page';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';
import { NotFoundPage } from '../pages/not-found-page';

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map((route) => {
        const page = <RemotePage remote={route.remote} module={route.module} title={route.title} />;
        return (
          <Route
            key={route.path}
            path={route.path}
            element={route.role ? <RoleGuard role={route.role}>{page}</RoleGuard> : page}
          />
        );
      })}
      <Route path={STATIC_PATHS.terms} element={<TermsPage />} />
      <Route path={STATIC_PATHS.about} element={<AboutPage />} />
      <Route path={STATIC_PATHS.legal} element={<LegalDisclaimerPage />} />
      <Route path={STATIC_PATHS.privacy} element={<PrivacyPolicyPage />} />
      {/* Remotes send failed detail loads here (SPEC 8); any unknown path lands on the same screen. */}
      <Route path={STATIC_PATHS.notFound} element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
