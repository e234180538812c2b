import { useLocation } from '@shop/shared/router';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** Where the shopper had scrolled each history entry to, by the router's location key, kept over a reload. */
export const SCROLL_POSITIONS_KEY = 'shop-scroll-positions';
/** The newest entries kept: enough for any Back a shopper presses, small enough for session storage. */
const POSITIONS_KEPT = 100;
/** A page that never grows tall enough for its old position (fewer products now) stops being waited for. */
const RESTORE_GIVE_UP_MS = 10_000;
/** Any of these means the shopper has taken over: the page stops scrolling or moving the focus for them. */
const SHOPPER_INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

interface Shown {
  key: string;
  pathname: string;
  /** The entry shown before this one: null on the first load of the page. */
  before: Shown | null;
}

/**
 * Each new page opens at its top with the keyboard focus on its heading, and Back and Forward return to where the
 * shopper was on that page (docs/behaviour.md#moving-between-pages). The router here is not a data router, whose
 * `ScrollRestoration` does the scrolling part: this is the same rule, waiting for a slice's page to grow tall
 * enough, since slices render their content after their data arrives.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>) {
  const { key, pathname, hash } = useLocation();
  const positions = useRef<Map<string, number>>(null);
  const shown = useRef<Shown | null>(null);
  const restoring = useRef(false);
  useEffect(() => {
    const saved = savedPositions(positions);
    const previousMode = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const remember = () => {
      if (restoring.current || !shown.current) return;
      saved.delete(shown.current.key);
      saved.set(shown.current.key, window.scrollY);
    };
    const keep = () => writePositions(saved);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      history.scrollRestoration = previousMode;
    };
  }, []);

  // Before the browser paints the new page: it never shows at the old page's position first.
  useLayoutEffect(() => {
    const last = shown.current;
    // React runs an effect twice in development: the second run is still the same arrival.
    const before = last?.key === key ? last.before : last;
    // Only one entry back is needed: the chain stops there.
    shown.current = { key, pathname, before: before && { ...before, before: null } };
    // The same page with another query (a filter) stays where it is; a fragment is the browser's to scroll to.
    if ((before && before.pathname === pathname) || hash) return;

    const arrival = new AbortController();
    const shopperTookOver = () => arrival.abort();
    for (const type of SHOPPER_INPUT) window.addEventListener(type, shopperTookOver, { passive: true });
    // On the first load only when the browser came back to this entry (a reload, Back from another site): a fresh
    // tab opened on the shop starts where the browser puts it.
    const savedY = before || cameBack() ? savedPositions(positions).get(key) : undefined;
    if (savedY !== undefined) restoreScroll(savedY, arrival.signal, restoring);
    else if (before) window.scrollTo(0, 0);
    if (before) focusHeading(main, arrival.signal);
    return () => {
      arrival.abort();
      for (const type of SHOPPER_INPUT) window.removeEventListener(type, shopperTookOver);
    };
  }, [key, pathname, hash, main]);
}

/** Scrolls to `y` once the page is tall enough for it, trying again as it grows. */
function restoreScroll(y: number, signal: AbortSignal, restoring: { current: boolean }) {
  const reached = () => {
    window.scrollTo(0, y);
    return document.documentElement.scrollHeight - window.innerHeight >= y;
  };
  if (reached()) return;
  restoring.current = true;
  const growing = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const giveUp = setTimeout(stop, RESTORE_GIVE_UP_MS);
  function stop() {
    restoring.current = false;
    growing.disconnect();
    clearTimeout(giveUp);
  }
  growing.observe(document.body);
  signal.addEventListener('abort', stop);
}

/**
 * Moves the focus to the page's heading, once the slice has rendered it, so a screen reader says where the shopper
 * arrived and the next Tab starts in the page. Without scrolling: the page is already where it should be.
 */
function focusHeading(main: RefObject<HTMLElement | null>, signal: AbortSignal) {
  const page = main.current;
  if (!page) return;
  const focus = () => {
    // A page that put the focus somewhere itself keeps it there.
    if (document.activeElement !== page && page.contains(document.activeElement)) return true;
    const heading = page.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return;
  const rendering = new MutationObserver(() => {
    if (focus()) rendering.disconnect();
  });
  rendering.observe(page, { childList: true, subtree: true });
  signal.addEventListener('abort', () => rendering.disconnect());
}

function cameBack(): boolean {
  // Navigation timing is in every browser the shop supports; without it (jsdom) the page counts as a fresh visit.
  const [load] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return load?.type === 'reload' || load?.type === 'back_forward';
}

/** The positions kept over a reload, read once and in the browser alone: a render on the server has no storage. */
function savedPositions(positions: RefObject<Map<string, number> | null>): Map<string, number> {
  positions.current ??= readPositions();
  return positions.current;
}

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions].slice(-POSITIONS_KEPT)));
  } catch {
    // Storage full or refused: Back still works in this page, only a reload forgets the positions.
  }
}
