import type { Notification } from '@shop/shared/bus';
import { createEffect, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { type ComponentType, useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';

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

/** The fixed text first, the help under it (docs/behaviour.md#toasts). */
function MessageWithDetail({ message, detail }: { message: string; detail: string }) {
  return (
    <>
      <div>{message}</div>
      <div>{detail}</div>
    </>
  );
}

export const showToastFx = createEffect(async ({ kind, message, detail }: Notification) => {
  const { toast } = await loadToastify();
  const content = detail ? <MessageWithDetail message={message} detail={detail} /> : message;
  // Nothing on the bus can end a loading toast, so the visitor must be able to close it.
  if (kind === 'loading') toast.loading(content, { closeButton: true });
  else toast(content, { type: kind, autoClose: AUTO_CLOSE_MS[kind] });
});

const $toastsAsked = createStore(0).on(showToastFx, (count) => count + 1);

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

/** The one place toasts appear (react-toastify 11 injects its own stylesheet). */
export function Toaster() {
  const toastsAsked = useUnit($toastsAsked);
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
    <Container position="bottom-center" autoClose={AUTO_CLOSE_MS.info} limit={MAX_TOASTS} />
  ) : null;
}
