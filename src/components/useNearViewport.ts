import { useEffect, useState } from 'react';

/** How far below the fold a part starts loading, so that it is usually there by the time it is scrolled to. */
const AHEAD = '0px 0px 200px 0px';

/**
 * True once the element is within 200 px of the viewport, and from then on. Parts far down a page (the
 * dashboard's invoices, the templates editor under the shift list) read their data or load their code only then: the
 * first load reads and loads what the first screen shows. Without IntersectionObserver (jsdom, old browsers): at once.
 */
export function useNearViewport<E extends Element>(enabled = true): [(node: E | null) => void, boolean] {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  const [node, setNode] = useState<E | null>(null);
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node]);
  return [setNode, near];
}
