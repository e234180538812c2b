/** The dashboard's figures, read again each time the screen opens (they change with every order). */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type Dashboard, readDashboard } from '../../api/orders';

export const dashboardOpened = createEvent();
export const loadDashboardFx = createEffect(readDashboard);

export const $dashboard = createStore<Dashboard | null>(null).on(
  loadDashboardFx.doneData,
  (_, figures) => figures,
);
export const $dashboardFailure = createStore<string | null>(null)
  .on(loadDashboardFx.failData, (_, error) => error.message)
  .reset(loadDashboardFx.done);

sample({ clock: dashboardOpened, target: loadDashboardFx });
