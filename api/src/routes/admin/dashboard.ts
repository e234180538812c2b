import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { failures, ok, Success } from '../../http/envelope';
import { readDashboard } from '../../orders/dashboard';

const Count = Type.Integer({ minimum: 0 });
const Sales = Type.Object({
  from: Type.String({ format: 'date', description: 'The first day counted (UTC)' }),
  orders: Count,
  amounts: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Number() }), {
    description: 'What the paid orders came to, by the currency they were charged in',
  }),
});

export const Dashboard = Type.Object({
  sales: Type.Object({
    today: Sales,
    week: Sales,
  }),
  toShip: Type.Object({
    notStarted: Type.Integer({ minimum: 0, description: 'Paid orders whose delivery has not started' }),
    processing: Type.Integer({ minimum: 0, description: 'Paid orders being prepared' }),
  }),
  paymentsToDecide: Type.Integer({ minimum: 0, description: 'Payments the shop received but did not apply' }),
  failedRefunds: Type.Integer({ minimum: 0, description: 'Refunds the gateway refused or never answered' }),
  lowStock: Type.Object({
    threshold: Type.Integer({ description: 'LOW_STOCK_AT: at or below this many left' }),
    products: Type.Integer({
      minimum: 0,
      description: 'Products on sale low on stock, or with a variant that is',
    }),
    fewest: Type.Array(
      Type.Object({
        _id: Type.String({ format: 'uuid' }),
        title: Type.String(),
        sku: Type.String(),
        stockLeft: Type.Integer({ description: 'Of the product, or of its variant with fewest left' }),
      }),
      { description: 'Up to five of them, fewest left first' },
    ),
  }),
});

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['back office'],
        description:
          "The back office's first screen: paid sales today and this week (UTC, weeks from Monday), the orders " +
          'to ship, payments to decide, failed refunds, and the products low on stock (LOW_STOCK_AT).',
        response: { 200: Success(Dashboard), ...failures(401, 403) },
      },
    },
    async () => ok(await readDashboard(app.db, { now: new Date(), lowStockAt: app.config.lowStockAt })),
  );
};
