import { type Notification, notify } from '@shop/shared/bus';
import { createEffect, sample } from 'effector';
import { ToastContainer, toast } from 'react-toastify';

/** Spec section 9: 4000 ms by default and for errors, 2000 ms for success, loading without end. */
const AUTO_CLOSE_MS = { success: 2000, error: 4000, info: 4000, loading: false } as const;
export const MAX_TOASTS = 20;

export const showToastFx = createEffect(({ kind, message }: Notification) => {
  if (kind === 'loading') toast.loading(message);
  else toast(message, { type: kind, autoClose: AUTO_CLOSE_MS[kind] });
});

sample({ clock: notify, target: showToastFx });

export function Toaster() {
  return <ToastContainer position="bottom-center" autoClose={AUTO_CLOSE_MS.info} limit={MAX_TOASTS} />;
}
