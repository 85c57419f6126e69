import { useCallback, useState } from 'react';

/**
 * Whether a picture failed to load, and what its `<img>` needs to tell.
 * On a page rendered by the server the browser may give up on a picture
 * before the app has hydrated it, and React never hears that error: the
 * element is checked when React takes it over.
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, imageProps: { ref, onError } };
}
