import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LoadingOverlay, PlatformToaster } from '@petfoster/platform';
import LoginModal from './features/login/components/login-modal';
import RegisterPage from './pages/register-page';

/** Standalone mode only (npm run dev -w mfe-auth): a bare page to open the modal and reach /register. */
function StandaloneHome() {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: '2rem' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Se connecter
      </button>{' '}
      <Link to="/register">S'inscrire</Link>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<StandaloneHome />} />
        </Routes>
        <PlatformToaster />
        <LoadingOverlay />
      </BrowserRouter>
    </StrictMode>,
  );
}
