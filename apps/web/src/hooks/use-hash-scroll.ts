import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '@/lib/ui-timings';

/**
 * Scrolls to the element named by the URL hash 100 ms after navigation (smooth, spec: company page), or to
 * the top when a new page has no hash. The delay lets the lazily loaded page render first.
 */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname without a hash scrolls to the top
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) {
        // The page chunk may still be loading: look again a few times before giving up.
        if (++attempts < 20) timer = setTimeout(scroll, HASH_SCROLL_DELAY_MS);
        return;
      }
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    timer = setTimeout(scroll, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
}
