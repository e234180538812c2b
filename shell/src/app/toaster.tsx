import type { Notification } from '@shop/shared/bus';
import { createEffect } from 'effector';
import { ToastContainer, toast } from 'react-toastify';

/** 4000 ms by default and for errors, 2000 ms for success, loading without end (docs/behaviour.md#toasts). */
const AUTO_CLOSE_MS = { success: 2000, error: 4000, info: 4000 } as const;
const MAX_TOASTS = 20;

/** The fixed text first, the help under it (docs/behaviour.md#toasts). */
function MessageWithDetail({ message, detail }: { message: string; detail: string }) {
  return (
    <>
      <div>{message}</div>
      <div>{detail}</div>
    </>
  );
}

export const showToastFx = createEffect(({ kind, message, detail }: Notification) => {
  const content = detail ? <MessageWithDetail message={message} detail={detail} /> : message;
  // Nothing on the bus can end a loading toast, so the visitor must be able to close it.
  if (kind === 'loading') toast.loading(content, { closeButton: true });
  else toast(content, { type: kind, autoClose: AUTO_CLOSE_MS[kind] });
});

/** The one place toasts appear (react-toastify 11 injects its own stylesheet). */
export function Toaster() {
  return <ToastContainer position="bottom-center" autoClose={AUTO_CLOSE_MS.info} limit={MAX_TOASTS} />;
}
