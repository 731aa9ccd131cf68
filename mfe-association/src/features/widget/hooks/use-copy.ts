import { useCallback, useState } from 'react';

/** Copies a text to the clipboard; `copied` says it worked (until the next copy). */
export function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const copy = useCallback(() => {
    setCopied(false);
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }, [text]);
  return { copied, copy };
}
