import { useEffect, useState } from 'react';

/** How far below the fold a part starts loading, so that it is usually there by the time it is scrolled to. */
const AHEAD = '0px 0px 200px 0px';

/**
 * True once the element is near the viewport, and from then on. Parts far down a page (the dashboard's invoices, the
 * templates editor under the shift list) read their data or load their code only then: the first load reads and loads
 * what the first screen shows. Until the page is first scrolled, near means in the viewport; from the first scroll
 * (of the page or of anything in it), within 200 px below it. Looking ahead from the start had the huge facility's
 * /shifts load the templates editor's form code (27 KiB gzip) for a card 135 px under the fold of a 720 px screen.
 * Without IntersectionObserver (jsdom, old browsers): at once.
 */
export function useNearViewport<E extends Element>(enabled = true): [(node: E | null) => void, boolean] {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  const [node, setNode] = useState<E | null>(null);
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (near || scrolled) return;
    const onScroll = () => setScrolled(true);
    // capture: a scroll of any element reaches the document in that phase (scroll events do not bubble)
    document.addEventListener('scroll', onScroll, { capture: true, passive: true, once: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [near, scrolled]);
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: scrolled ? AHEAD : '0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, scrolled]);
  return [setNode, near];
}
