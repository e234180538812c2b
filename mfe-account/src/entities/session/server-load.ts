import type { ServerLoad } from '@shop/shared/contracts';
import { createEvent, createStore } from 'effector';

/**
 * The sign-in screens need no data: the shop's server renders them as they are, so their forms are there, and work,
 * before the scripts run (docs/behaviour.md#sign-in).
 */
export const signInScreenLoad: ServerLoad = {
  opened: createEvent(),
  $ready: createStore(true),
};
