import { z } from 'zod';
import { ISSUE_MESSAGES } from '../issues';
import { BUYER_EMAIL_PATTERN, BUYER_NAME_PATTERN, BUYER_TEXT_MAX } from '../orderFields';
import { wishlistTypes } from '../wishlist';
import { localeSchema } from './common';
import { orderSchema } from './orders';

// The customer's account (S-349, G-49, G-64): the e-mailed sign-in link, the session, the trips,
// the profile and the wishlist.

const emailSchema = z
  .string()
  .trim()
  .min(1, { error: ISSUE_MESSAGES.MANDATORY, abort: true })
  .max(BUYER_TEXT_MAX.email)
  .regex(BUYER_EMAIL_PATTERN, ISSUE_MESSAGES.EMAIL_INVALID);

/** POST /api/account/signin: the address to send the link to, the market, the page to come back to. */
export const signInRequestSchema = z.object({
  email: emailSchema,
  locale: localeSchema,
  origin: z.string().max(2000).optional(),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** The same answer whether the address has orders or not: nothing tells who is a customer. */
export const signInSentSchema = z.object({ sent: z.literal(true) });

/** POST /api/account/sessions: the link's secret, from the page the link opens. */
export const sessionRequestSchema = z.object({ token: z.string().min(20).max(200) });

const nameSchema = (field: 'firstName' | 'lastName') =>
  z
    .string()
    .trim()
    .min(1, { error: ISSUE_MESSAGES.MANDATORY, abort: true })
    .max(BUYER_TEXT_MAX[field])
    .regex(BUYER_NAME_PATTERN, ISSUE_MESSAGES.TEXT_ONLY);

/** GET /api/account/me: who is signed in; 401 for anyone else. */
export const customerSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST /api/account/profile: the names the customer may change (the e-mail is who they are). */
export const profileRequestSchema = z.object({
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
});

/** GET /api/account/trips: the customer's orders, newest first, each with its vouchers' documents. */
export const tripsSchema = z.object({
  orders: z.array(
    orderSchema.pick({
      orderUUID: true,
      reference: true,
      status: true,
      createdAt: true,
      locale: true,
      summary: true,
      vouchers: true,
    }),
  ),
});
export type Trips = z.infer<typeof tripsSchema>;
export type Trip = Trips['orders'][number];

export const wishlistItemSchema = z.object({
  type: z.enum(wishlistTypes),
  id: z.string().min(1).max(40),
  label: z.string().max(300),
  imageUrl: z.string().max(2000),
  uri: z.string().max(2000),
  hotel: z.object({
    label: z.string().max(300),
    locationLabel: z.string().max(300).optional(),
    stars: z.number().int().min(0).max(5).optional(),
  }),
});

/** PUT and DELETE /api/account/wishlist/{type}/{id}. */
export const wishlistKeySchema = z.object({ type: z.enum(wishlistTypes), id: z.string().min(1).max(40) });

/** PUT /api/account/wishlist/{type}/{id}: what the card shows of the item. */
export const wishlistPutSchema = wishlistItemSchema.omit({ type: true, id: true });

/** GET /api/account/wishlist: newest first. */
export const accountWishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
