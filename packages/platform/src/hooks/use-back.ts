import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * 'Retour': back one page when the visitor came from inside the site, else to `fallback`, the page this one belongs
 * to. A page opened directly (shared link, new tab) has no entry inside the site to go back to, and history.back()
 * would leave it (about:blank). React Router marks the first entry of a session with the key 'default'.
 */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate(fallback, { replace: true });
    else navigate(-1);
  }, [fallback, key, navigate]);
}
