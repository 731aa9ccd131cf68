import { useState } from 'react';
import { Link, Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import LoginModal from './features/login/components/login-modal';
import RegisterPage from './pages/register-page';

/** A bare page to open the login modal and reach the registration page. */
function StandaloneHome() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: '2rem' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Se connecter
      </button>{' '}
      <Link to={paths.register}>S'inscrire</Link>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/** Only for `npm run dev -w mfe-auth`: in the product the shell owns the router and opens the modal. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path="*" element={<StandaloneHome />} />
    </StandaloneFrame>
  );
}
