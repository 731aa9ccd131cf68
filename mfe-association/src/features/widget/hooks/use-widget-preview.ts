import { useEffect, useRef } from 'react';

/**
 * The live preview of 'Intégrer nos animaux à votre site': the very snippet an association pastes, run in the page
 * (the widget draws itself right after its script, in its own shadow root), replaced when the association changes.
 */
export function useWidgetPreview(associationId: number) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = container.current;
    if (!target || !Number.isInteger(associationId) || associationId <= 0) return undefined;
    const script = document.createElement('script');
    script.src = '/widget.js';
    script.async = true;
    script.dataset.association = String(associationId);
    target.replaceChildren(script);
    return () => target.replaceChildren();
  }, [associationId]);
  return container;
}
