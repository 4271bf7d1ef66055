import {
  accountRoutes,
  accountWishlistSchema,
  customerSchema,
  isValidVoucherCode,
  marketHref,
  normaliseVoucherCode,
  profileRequestSchema,
  SIGNIN_LINK_MINUTES,
  safeOrigin,
  sessionRequestSchema,
  signInRequestSchema,
  signInSentSchema,
  tripsSchema,
  wishlistKeySchema,
  wishlistPutSchema,
} from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import { z } from 'zod';
import {
  customerOf,
  deleteWishlistItem,
  putWishlistItem,
  tripOf,
  tripsOf,
  updateProfile,
  wishlistOf,
} from '../account/customerData';
import {
  customerIdOf,
  endSession,
  type LinkProblem,
  sendSigninLink,
  setSessionCookies,
  useSigninLink,
} from '../account/sessions';
import type { RegisterRoutes } from '../app';
import { notFound } from '../http/errors';
import { limitRate, type RateLimit } from '../http/rateLimit';
import { voucherDocument } from '../vouchers/documents';
import { renderVoucherPdf } from '../vouchers/pdf';

/** Sign-in links one client may ask for in ten minutes. */
export const SIGNIN_CLIENT_RATE: RateLimit = { bucket: 'account-signin', limit: 30, windowSeconds: 600 };
/** Sign-in links one address may receive in fifteen minutes: nobody's mailbox is flooded. */
export const SIGNIN_ADDRESS_RATE: RateLimit = {
  bucket: 'account-signin-address',
  limit: 5,
  windowSeconds: 900,
};

/** The sign-in page's word for a refused link (`?problem=`). */
const PROBLEM_PARAM: Record<LinkProblem, string> = {
  SIGNIN_LINK_USED: 'used',
  SIGNIN_LINK_EXPIRED: 'expired',
  SIGNIN_LINK_UNKNOWN: 'unknown',
};

const orderParams = z.object({ orderUUID: z.uuid() });

// The customer's account (S-349, G-49, G-64): sign-in by a mailed one-time link, the session's
// cookie, and the customer's own trips, vouchers, profile and wishlist, none of another's.

export const registerAccount: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/api/account/signin',
      operationId: 'accountSignin',
      summary: `Mails a sign-in link to the address (S-349): it works once, for ${SIGNIN_LINK_MINUTES} minutes, and comes back to origin (a path of the market; anything else is the trips page). 202 whoever the address is; 429 with Retry-After past ${SIGNIN_CLIENT_RATE.limit} links from one client in 10 minutes or ${SIGNIN_ADDRESS_RATE.limit} to one address in 15`,
      tag: 'account',
      query: signInRequestSchema,
      response: signInSentSchema,
      status: 202,
      errors: [429],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      await limitRate(deps, c, SIGNIN_CLIENT_RATE);
      await limitRate(deps, c, SIGNIN_ADDRESS_RATE, query.email.toLowerCase());
      const origin = safeOrigin(query.origin, marketOf(query.locale).path);
      await sendSigninLink(deps, { email: query.email, locale: query.locale, origin });
      return { sent: true as const };
    },
  );

  registry.add(
    {
      method: 'post',
      path: '/api/account/sessions',
      operationId: 'accountSession',
      summary:
        'Signs in with the link’s token, once (the page the link opens posts it): 303 to the page to come back to with the session’s cookie (HttpOnly, SameSite=Lax, Secure on https); a link used, past its time or unknown goes back to the sign-in page with problem=used, expired or unknown. 403 CROSS_SITE when another site’s form sends it',
      tag: 'account',
      query: sessionRequestSchema,
      response: z.string(),
      acceptsForm: true,
      status: 303,
      errors: [403],
      cacheControl: 'no-store',
    },
    async ({ query, c }) => {
      // Another site's form is refused before this (http/securityHeaders.ts): 403 CROSS_SITE.
      const result = await useSigninLink(deps, query.token);
      if (!result.ok) {
        const market = marketOf(result.locale ?? 'fr_FR').path;
        return `${marketHref(market, accountRoutes.signIn(''))}`.replace(
          /origin=$/,
          `problem=${PROBLEM_PARAM[result.problem]}`,
        );
      }
      setSessionCookies(c, result.sessionToken);
      return result.origin;
    },
  );

  registry.add(
    {
      method: 'post',
      path: '/api/account/signout',
      operationId: 'accountSignout',
      summary: 'Ends the session in the database and clears its cookies; 204 also when there was none',
      tag: 'account',
      response: z.void(),
      status: 204,
      cacheControl: 'no-store',
    },
    async ({ c }) => {
      await endSession(deps, c);
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/account/me',
      operationId: 'accountCustomer',
      summary: 'The signed-in customer: e-mail address and names; 401 without a session',
      tag: 'account',
      response: customerSchema,
      errors: [401],
      cacheControl: 'private, no-store',
    },
    async ({ c }) => {
      const { email, firstName, lastName } = await customerOf(deps, await customerIdOf(deps, c));
      return { email, firstName, lastName };
    },
  );

  registry.add(
    {
      method: 'post',
      path: '/api/account/profile',
      operationId: 'accountProfile',
      summary:
        'Changes the customer’s first and last names (letters, spaces, hyphens, apostrophes; 1 to 50 each): 400 naming each failing field; 401 without a session',
      tag: 'account',
      query: profileRequestSchema,
      response: customerSchema,
      errors: [401],
      cacheControl: 'private, no-store',
    },
    async ({ query, c }) => updateProfile(deps, await customerIdOf(deps, c), query),
  );

  registry.add(
    {
      method: 'get',
      path: '/api/account/trips',
      operationId: 'accountTrips',
      summary:
        'The orders bought with the customer’s address, newest first (failed payments left out), each with its vouchers’ documents; 401 without a session',
      tag: 'account',
      response: tripsSchema,
      errors: [401],
      cacheControl: 'private, no-store',
    },
    async ({ c }) => {
      const customer = await customerOf(deps, await customerIdOf(deps, c));
      return { orders: await tripsOf(deps, customer.email) };
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/account/orders/:orderUUID',
      operationId: 'accountOrder',
      summary: 'One of the customer’s orders; 404 for another’s as for none; 401 without a session',
      tag: 'account',
      params: orderParams,
      response: tripsSchema.shape.orders.element,
      errors: [401, 404],
      cacheControl: 'private, no-store',
    },
    async ({ params, c }) => {
      const customer = await customerOf(deps, await customerIdOf(deps, c));
      return tripOf(deps, customer.email, params.orderUUID);
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/account/orders/:orderUUID/vouchers/:code{[0-9A-Za-z-]+\\.pdf}',
      operationId: 'accountVoucherPdf',
      summary:
        'The PDF of a voucher of one of the customer’s orders; 404 for another’s as for none; 401 without a session',
      tag: 'account',
      params: orderParams.extend({
        code: z
          .string()
          .transform((file) => normaliseVoucherCode(file.replace(/\.pdf$/, '')))
          .refine(isValidVoucherCode, 'Not a voucher code'),
      }),
      response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
      produces: 'application/pdf',
      errors: [401, 404],
      cacheControl: 'private, no-store',
    },
    async ({ params, c }) => {
      const customer = await customerOf(deps, await customerIdOf(deps, c));
      await tripOf(deps, customer.email, params.orderUUID);
      const voucher = await voucherDocument(deps.db, params.orderUUID, params.code);
      if (!voucher) throw notFound('Voucher');
      c.header('Content-Disposition', `inline; filename="escale-${voucher.code}.pdf"`);
      return renderVoucherPdf(voucher);
    },
  );

  registry.add(
    {
      method: 'get',
      path: '/api/account/wishlist',
      operationId: 'accountWishlist',
      summary: 'The customer’s wishlist, newest first (G-49); 401 without a session',
      tag: 'account',
      response: accountWishlistSchema,
      errors: [401],
      cacheControl: 'private, no-store',
    },
    async ({ c }) => ({ items: await wishlistOf(deps, await customerIdOf(deps, c)) }),
  );

  registry.add(
    {
      method: 'put',
      path: '/api/account/wishlist/:type/:id',
      operationId: 'accountWishlistPut',
      summary:
        'Keeps a stay or an activity in the customer’s wishlist with what its card shows (G-49); again changes nothing but that; 401 without a session',
      tag: 'account',
      params: wishlistKeySchema,
      query: wishlistPutSchema,
      response: z.void(),
      status: 204,
      errors: [401],
      cacheControl: 'no-store',
    },
    async ({ params, query, c }) => {
      await putWishlistItem(deps, await customerIdOf(deps, c), { ...query, ...params });
    },
  );

  registry.add(
    {
      method: 'delete',
      path: '/api/account/wishlist/:type/:id',
      operationId: 'accountWishlistDelete',
      summary: 'Takes an item out of the customer’s wishlist (G-49), if there; 401 without a session',
      tag: 'account',
      params: wishlistKeySchema,
      response: z.void(),
      status: 204,
      errors: [401],
      cacheControl: 'no-store',
    },
    async ({ params, c }) => {
      await deleteWishlistItem(deps, await customerIdOf(deps, c), params);
    },
  );
};
