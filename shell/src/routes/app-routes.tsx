import { Route, Routes } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { REMOTE_ROUTES } from './route-table';
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
      <Route path={paths.terms} element={<TermsPage />} />
      <Route path={paths.about} element={<AboutPage />} />
      <Route path={paths.legalDisclaimer} element={<LegalDisclaimerPage />} />
      <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
      {/* Remotes send failed detail loads here (SPEC 8); any unknown path lands on the same screen. */}
      <Route path={paths.notFound} element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
