import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to draw its heading (a remote and its data arriving) before the focus stays put. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation inside the application, the focus goes to the new page's main heading (<h1> in <main>), which
 * screen readers announce and from which Tab continues; without it the focus stays on <body> or on the link that
 * was followed, in a page that is gone. Not on the first page (the browser announces it) nor when only the query
 * changes (a filter: the person stays where they are). A page drawn later (a remote, its data) is waited for; if
 * the person moves the focus meanwhile, it is left where they put it.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    const main = document.getElementById('main');
    if (!main) return undefined;
    const focusedAtNavigation = document.activeElement;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const current = document.activeElement;
      const untouched =
        !current || current === document.body || current === focusedAtNavigation || !current.isConnected;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
