import { markets } from '@escale/i18n/core';
import { index, prefix, type RouteConfig, route } from '@react-router/dev/routes';

// Every market has the same pages under its path (DESIGN.md "Markets, locales and URLs"); route ids
// carry the locale because one module serves the six markets.
const marketRoutes = markets.flatMap((market) =>
  prefix(market.path.slice(1), [
    index('routes/home.tsx', { id: `home-${market.locale}` }),
    route('search', 'routes/search.tsx', { id: `search-${market.locale}` }),
    route('activities/search', 'routes/search.tsx', { id: `activities-${market.locale}` }),
    route('city/:slug', 'routes/search.tsx', { id: `city-${market.locale}` }),
    route('stay/:id', 'routes/stay.tsx', { id: `stay-${market.locale}` }),
    route('hotel/:id', 'routes/hotel.tsx', { id: `hotel-${market.locale}` }),
    route('activity/:id', 'routes/activity.tsx', { id: `activity-${market.locale}` }),
    route('gifts', 'routes/gifts.tsx', { id: `gifts-${market.locale}` }),
    route('gifts/p/:slug/:code', 'routes/giftBox.tsx', { id: `giftBox-${market.locale}` }),
    route('giftcard/customization', 'routes/giftCard.tsx', { id: `giftCard-${market.locale}` }),
    route('ideas', 'routes/ideas.tsx', { id: `ideas-${market.locale}` }),
    route('lp/:slug', 'routes/landing.tsx', { id: `landing-${market.locale}` }),
    route('partner/:minisiteUrl', 'routes/partner.tsx', { id: `partner-${market.locale}` }),
    route('checkout', 'routes/checkout.tsx', { id: `checkout-${market.locale}` }),
    route('checkout/:id', 'routes/checkout.tsx', { id: `activityCheckout-${market.locale}` }),
    route('beneficiary/login', 'routes/beneficiary.tsx', { id: `beneficiary-${market.locale}` }),
    route('account', 'routes/account.tsx', { id: `account-${market.locale}` }),
    route('account/signin', 'routes/account.tsx', { id: `accountSignIn-${market.locale}` }),
    route('account/signout', 'routes/account.tsx', { id: `accountSignOut-${market.locale}` }),
    route('account/trips', 'routes/account.tsx', { id: `accountTrips-${market.locale}` }),
    route('account/wishlist', 'routes/account.tsx', { id: `accountWishlist-${market.locale}` }),
    route('account/settings/profile', 'routes/account.tsx', { id: `accountProfile-${market.locale}` }),
    route('newsletter', 'routes/newsletter.ts', { id: `newsletter-${market.locale}` }),
    route('contact', 'routes/contact.tsx', { id: `contact-${market.locale}` }),
    route('staff/funnel', 'routes/staffFunnel.tsx', { id: `staffFunnel-${market.locale}` }),
    route('confirmation/:orderUUID', 'routes/confirmation.tsx', { id: `confirmation-${market.locale}` }),
    route(':slug', 'routes/contentPage.tsx', { id: `contentPage-${market.locale}` }),
    route('*', 'routes/notFound.tsx', { id: `notFound-${market.locale}` }),
  ]),
);

export default [
  index('routes/languageRedirect.tsx'),
  route('be', 'routes/belgianSplash.tsx'),
  route('messages/:locale/:version', 'routes/messages.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/marketSitemap.ts'),
  ...marketRoutes,
  route('*', 'routes/notFound.tsx', { id: 'notFound' }),
] satisfies RouteConfig;
