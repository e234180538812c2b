/**
 * The storefront's metrics, read at /metrics: the process's own (memory, event loop), and what each slice's pages
 * cost: how long a page's screen took to prepare (its code and data) and the page to render, by slice and route,
 * and how many screens missed the render budget or failed, by slice.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** From a kept page's answer to a render near the budget's end (RENDER_BUDGET_MS, 300 ms by default). */
const RENDER_BUCKETS_S = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2];

export function createStorefrontMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    /** One observation per page rendered on the server, by the slice of its screen and the route's pattern. */
    renderSeconds: new Histogram({
      name: 'shop_page_render_seconds',
      help: "A page's render on the server: its screen's preparation (code and data) and React's render",
      labelNames: ['slice', 'route', 'part'],
      buckets: RENDER_BUCKETS_S,
      registers: [registry],
    }),
    overBudget: new Counter({
      name: 'shop_page_renders_over_budget_total',
      help: 'Screens not ready within RENDER_BUDGET_MS: their page came with the skeleton for the browser to fill',
      labelNames: ['slice'],
      registers: [registry],
    }),
    failures: new Counter({
      name: 'shop_page_render_failures_total',
      help: 'Screens (or whole pages) that failed on the server and were left to the browser',
      labelNames: ['slice'],
      registers: [registry],
    }),
  };
}

export type StorefrontMetrics = ReturnType<typeof createStorefrontMetrics>;
