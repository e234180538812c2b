import type { Notification } from '@shop/shared/bus';
import { useLocation } from '@shop/shared/router';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { type ComponentType, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Id, ToastContainerProps } from 'react-toastify';

/** 4000 ms by default and for errors, 2000 ms for success, loading without end (docs/behaviour.md#toasts). */
const AUTO_CLOSE_MS = { success: 2000, error: 4000, info: 4000 } as const;
const MAX_TOASTS = 20;

/**
 * react-toastify (9 KiB gzip, and a stylesheet it injects when it runs) is no part of a page's first paint: on a
 * phone network it would hold up the shell's other libraries. It loads once the page has settled, or with the first
 * toast if one comes sooner; toasts asked for before its container is on the page wait in its queue.
 */
let toastify: Promise<typeof import('react-toastify')> | undefined;
const loadToastify = () => {
  // A failed load is tried again with the next toast.
  toastify ??= import('react-toastify').catch((error) => {
    toastify = undefined;
    throw error;
  });
  return toastify;
};

/**
 * The fixed text first, the help under it (docs/behaviour.md#toasts): one block, since the toast lays its children
 * out in a row beside its icon, where the two squeezed each other to a word a line.
 */
function MessageWithDetail({ message, detail }: { message: string; detail: string }) {
  return (
    <div className="toast-message">
      <div>{message}</div>
      <div>{detail}</div>
    </div>
  );
}

/** The visitor pressed a key or a pointer, or went back or forward in the history: they have seen what was shown. */
const visitorActed = createEvent();
const $actions = createStore(0).on(visitorActed, (count) => count + 1);

/** Shows a toast (what `notify` on the bus asks for). */
export const showToastFx = createEffect(async ({ kind, message, detail }: Notification): Promise<Id> => {
  const { toast } = await loadToastify();
  const content = detail ? <MessageWithDetail message={message} detail={detail} /> : message;
  // Nothing on the bus can end a loading toast, so the visitor must be able to close it.
  if (kind === 'loading') return toast.loading(content, { closeButton: true });
  return toast(content, { type: kind, autoClose: AUTO_CLOSE_MS[kind] });
});

const $toastsAsked = createStore(0).on(showToastFx, (count) => count + 1);

interface ShownToast {
  id: Id;
  /** The number of times the visitor had acted when it appeared. */
  after: number;
  kind: Notification['kind'];
  about?: string;
}

/** The toasts shown. */
const $shown = createStore<ShownToast[]>([]);
sample({
  clock: showToastFx.done,
  source: { shown: $shown, actions: $actions },
  fn: ({ shown, actions }, { params: { kind, about }, result: id }) => [
    ...shown,
    { id, after: actions, kind, about },
  ],
  target: $shown,
});

/** The router shows a path (a query alone does not make another page). */
const pathShown = createEvent<string>();
/** The path shown, and how many times the visitor has moved to another one (the first path is no move). */
const $page = createStore({ path: '', moves: -1 }).on(pathShown, (page, path) =>
  path === page.path ? page : { path, moves: page.moves + 1 },
);
const pageLeft = sample({ clock: $page.updates, filter: ({ moves }) => moves > 0 });

const dismissToastsFx = createEffect(async (ids: Id[]) => {
  const { toast } = await loadToastify();
  for (const id of ids) toast.dismiss(id);
});

/** An action that failed, then worked: its failures still shown go (docs/behaviour.md#toasts). */
const failuresOutdone = sample({
  clock: showToastFx.done,
  source: $shown,
  filter: (_, { params }) => params.kind === 'success' && params.about !== undefined,
  fn: (shown, { params }) => ({
    outdone: shown.filter((toast) => toast.kind === 'error' && toast.about === params.about),
    kept: shown.filter((toast) => toast.kind !== 'error' || toast.about !== params.about),
  }),
});
sample({ clock: failuresOutdone, fn: ({ kept }) => kept, target: $shown });
sample({
  clock: failuresOutdone,
  filter: ({ outdone }) => outdone.length > 0,
  fn: ({ outdone }) => outdone.map((toast) => toast.id),
  target: dismissToastsFx,
});

/**
 * A toast about the page being left goes with it (docs/behaviour.md#toasts): one the visitor has acted after. A toast
 * that appeared since the visitor last acted came with the move to the next page (a save, then a redirect) and
 * stays; it goes with the next page left after the visitor acted again.
 */
const toastsSorted = sample({
  clock: pageLeft,
  source: { shown: $shown, actions: $actions },
  fn: ({ shown, actions }) => ({
    stale: shown.filter((toast) => toast.after < actions).map((toast) => toast.id),
    kept: shown.filter((toast) => toast.after === actions),
  }),
});
sample({ clock: toastsSorted, fn: ({ kept }) => kept, target: $shown });
sample({
  clock: toastsSorted,
  filter: ({ stale }) => stale.length > 0,
  fn: ({ stale }) => stale,
  target: dismissToastsFx,
});

/**
 * Once the page has loaded and the browser is then idle: the opening screen has rendered. On a fast network the load
 * event comes while the screen is still rendering, and toastify's code would run ahead of the screen's first paint.
 */
function whenPageSettled(start: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(start, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/** Phones (docs/behaviour.md#toasts): toasts at the top, clear of the buttons at the bottom of the screen. */
const PHONE = '(max-width: 720px)';
const onPhoneChange = (changed: () => void) => {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};
const isPhone = () => window.matchMedia?.(PHONE).matches ?? false;

/** Tells the toasts' model what the visitor does and which page the router shows. */
function useToastTriggers() {
  const [acted, shown] = useUnit([visitorActed, pathShown]);
  const { pathname } = useLocation();
  useEffect(() => {
    shown(pathname);
  }, [shown, pathname]);
  // A layout effect: this component's run before the router's own (children first), so the popstate listener below
  // is the window's first, and counts the move back before the router shows the page it goes to (the router's
  // listener renders that page and runs its effects at once, in a microtask).
  useLayoutEffect(() => {
    const act = () => acted();
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    window.addEventListener('popstate', act);
    return () => {
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
      window.removeEventListener('popstate', act);
    };
  }, [acted]);
}

/** The one place toasts appear (react-toastify 11 injects its own stylesheet). */
export function Toaster() {
  useToastTriggers();
  const toastsAsked = useUnit($toastsAsked);
  const phone = useSyncExternalStore(onPhoneChange, isPhone, () => false);
  const [pageSettled, setPageSettled] = useState(false);
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps>>();
  useEffect(() => whenPageSettled(() => setPageSettled(true)), []);
  useEffect(() => {
    if (Container || (!pageSettled && toastsAsked === 0)) return;
    let mounted = true;
    loadToastify().then(
      ({ ToastContainer }) => mounted && setContainer(() => ToastContainer),
      () => {}, // showToastFx fails with the same error; the next toast tries again.
    );
    return () => {
      mounted = false;
    };
  }, [Container, pageSettled, toastsAsked]);
  return Container ? (
    <Container
      position={phone ? 'top-center' : 'bottom-center'}
      autoClose={AUTO_CLOSE_MS.info}
      limit={MAX_TOASTS}
    />
  ) : null;
}
