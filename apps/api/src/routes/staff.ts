import {
  staffFunnelQuerySchema,
  staffFunnelSchema,
  staffSchema,
  staffSignInQuerySchema,
} from '@escale/domain';
import { z } from 'zod';
import type { AppDeps, RegisterRoutes } from '../app';
import { limitRate, STAFF_SIGNIN_RATE } from '../http/rateLimit';
import { staffAuthConfig } from '../staff/config';
import { staffFunnel } from '../staff/funnel';
import {
  finishSignIn,
  requireStaff,
  type StaffAuth,
  safeReturnPath,
  signOut,
  startSignIn,
} from '../staff/signIn';

/** The staff auth of the app: its configuration, else the local provider's on the default ports. */
export const staffAuthOf = (deps: AppDeps): StaffAuth => ({
  config: deps.staffAuth ?? staffAuthConfig({}, { port: 4000, host: '127.0.0.1' }),
  db: deps.db,
  now: deps.now,
});

/** Staff sign-in for customer-care mode (000 §6, G-05; S-441…S-445), and the staff's funnel. */
export const registerStaff: RegisterRoutes = (registry, deps) => {
  const auth = staffAuthOf(deps);
  registry.add(
    {
      method: 'get',
      path: '/api/staff/signin',
      operationId: 'staffSignIn',
      summary: `Starts a staff sign-in at the identity provider (OpenID Connect, authorization code with PKCE): 303 to it; returnTo is the shop path to come back to. 429 with Retry-After past ${STAFF_SIGNIN_RATE.limit} sign-ins started and come back from one client in 10 minutes`,
      tag: 'staff',
      query: staffSignInQuerySchema,
      response: z.string(),
      status: 303,
      errors: [429, 503],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, STAFF_SIGNIN_RATE);
      return startSignIn(auth, query.returnTo ?? '/', query.uiLocale ?? 'fr-FR');
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/api/staff/callback',
      operationId: 'staffSignInCallback',
      summary:
        'Where the identity provider sends the staff member back: the code is exchanged once, a session opened (HttpOnly cookie) and a 303 goes to the page the sign-in started from; counted with the sign-ins started (429)',
      tag: 'staff',
      query: z.object({ state: z.string().max(200), code: z.string().max(2000).optional() }).loose(),
      response: z.string(),
      status: 303,
      errors: [429],
      cacheControl: 'no-store',
    },
    async ({ c }) => {
      await limitRate(deps, c, STAFF_SIGNIN_RATE);
      return finishSignIn(auth, c);
    },
  );
  registry.add(
    {
      method: 'post',
      path: '/api/staff/signout',
      operationId: 'staffSignOut',
      summary: 'Ends the staff session (database and cookie) and answers 303 to returnTo',
      tag: 'staff',
      query: staffSignInQuerySchema.pick({ returnTo: true }),
      response: z.string(),
      acceptsForm: true,
      status: 303,
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await signOut(auth, c);
      return safeReturnPath(query.returnTo);
    },
  );
  registry.add(
    {
      method: 'get',
      path: '/api/staff/session',
      operationId: 'staffSession',
      summary: 'The staff member signed in by the request’s cookie; 401 STAFF_ONLY without a live session',
      tag: 'staff',
      response: staffSchema,
      errors: [401],
      cacheControl: 'private, no-store',
    },
    ({ c }) => requireStaff(auth, c),
  );
  registry.add(
    {
      method: 'get',
      path: '/api/staff/funnel',
      operationId: 'staffFunnel',
      summary:
        'Staff only: per market and day (Paris time) from `from` to `to` (31 days at most), the visitors’ events view_item_list, view_item and add_to_cart and the confirmed orders with their revenue (cents)',
      tag: 'staff',
      query: staffFunnelQuerySchema,
      response: staffFunnelSchema,
      errors: [401],
      cacheControl: 'private, no-store',
    },
    async ({ query, c }) => {
      await requireStaff(auth, c);
      return staffFunnel(deps.db, query.from, query.to);
    },
  );
};
