import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@petfoster/contracts';

/**
 * docs/product.md#messages: a failed load of a detail screen goes to the 404 page. `replace` keeps the broken URL out of the
 * history so the 404 page's Retour button does not bounce back to it.
 */
export function useNotFoundRedirect(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (failed) navigate(paths.notFound, { replace: true });
  }, [failed, navigate]);
}
