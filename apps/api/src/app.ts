import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Catalog } from './catalog/catalog';
import type { Database } from './db/database';
import { ApiError } from './http/errors';
import { limitUrl } from './http/limits';
import { buildOpenApi } from './http/openapi';
import { RouteRegistry } from './http/route';
import { securityHeaders } from './http/securityHeaders';
import { imageOpenApiPath, registerImageRoutes } from './images/routes';
import type { Logger } from './logger';
import type { PaymentProvider } from './orders/payments';
import { registerAccount } from './routes/account';
import { registerActivityOnly } from './routes/activityOnly';
import { registerActivityOnlySearch } from './routes/activityOnlySearch';
import { registerActivityTags } from './routes/activityTags';
import { registerAnalytics } from './routes/analytics';
import { registerAutocomplete } from './routes/autocomplete';
import { registerBeneficiary } from './routes/beneficiary';
import { registerBoxes } from './routes/boxes';
import { registerCms } from './routes/cms';
import { registerContent } from './routes/content';
import { registerCrm } from './routes/crm';
import { registerDestinations } from './routes/destinations';
import { registerFacets } from './routes/facets';
import { registerGiftExtras } from './routes/giftExtras';
import { registerHealth } from './routes/health';
import { registerHotel } from './routes/hotel';
import { registerLogs } from './routes/logs';
import { registerMessenger } from './routes/messenger';
import { registerMinisites } from './routes/minisites';
import { registerNavigation } from './routes/navigation';
import { registerNewsletter } from './routes/newsletter';
import { registerOrders } from './routes/orders';
import { registerProduct } from './routes/product';
import { registerReviews } from './routes/reviews';
import { registerSearchOffers } from './routes/searchOffers';
import { registerStaff } from './routes/staff';
import { registerThemes } from './routes/themes';
import { registerWeekend } from './routes/weekend';
import type { SearchIndex } from './search/index';
import type { StaffAuthConfig } from './staff/config';

export interface AppDeps {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** The in-memory read model of offers and inventory every price comes from. */
  catalog: Catalog;
  /** The in-memory search index over hotels, offers, vouchers and destinations. */
  search: SearchIndex;
  logger: Logger;
  /** The current instant; tests pin it. */
  now: () => Date;
  /** The payment provider of orders: the local sandbox unless another is plugged in. */
  payments: PaymentProvider;
  /** Told when an order or a redemption has committed mail to send (mail/mailer.ts); absent, mail waits for a sender. */
  mailer?: { kick(): void };
  /** Staff sign-in (staff/config.ts); absent, the local provider's on the default ports. */
  staffAuth?: StaffAuthConfig;
  /** Multiplies the count of every rate limit (http/rateLimit.ts); 1 when absent. */
  rateLimitScale?: number;
}

export type RegisterRoutes = (registry: RouteRegistry, deps: AppDeps) => void;

/** Route modules, each registering its endpoints with their schemas. */
const modules: RegisterRoutes[] = [
  registerHealth,
  registerSearchOffers,
  registerFacets,
  registerActivityOnlySearch,
  registerAutocomplete,
  registerDestinations,
  registerActivityTags,
  registerHotel,
  registerReviews,
  registerWeekend,
  registerProduct,
  registerActivityOnly,
  registerThemes,
  registerMinisites,
  registerNavigation,
  registerCms,
  registerBoxes,
  registerGiftExtras,
  registerContent,
  registerLogs,
  registerNewsletter,
  registerCrm,
  registerMessenger,
  registerAnalytics,
  registerOrders,
  registerBeneficiary,
  registerStaff,
  registerAccount,
];

export function createApp(deps: AppDeps) {
  const app = new Hono();
  const registry = new RouteRegistry(app);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.info({
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(securityHeaders);
  app.use(limitUrl);

  for (const register of modules) register(registry, deps);

  registerImageRoutes(app);

  const openApi = buildOpenApi(registry.routes);
  Object.assign(openApi.paths, imageOpenApiPath);
  app.get('/api/openapi.json', (c) => c.json(openApi));

  app.notFound((c) =>
    c.json(new ApiError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`).toBody(), 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    deps.logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500);
  });

  return { app, registry };
}
