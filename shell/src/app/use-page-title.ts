import { useEffect } from 'react';

/** Each screen names itself in the tab title, which screen readers announce on navigation. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · PetFoster` : 'PetFoster';
  }, [title]);
}
