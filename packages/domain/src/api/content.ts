import { z } from 'zod';
import type { TargetedBannerRaw } from '../banners';
import { TOP_RESULTS_DEFAULT_COUNT } from '../contentBlocks';
import { DESTINATION_KEYS, type DestinationKey, giftFormats } from '../criteria';
import { flows } from '../flows';
import { contentPageIds } from '../footer';
import type { NavigationLink, ThisWeekTheme } from '../navigation';
import { promoBarPages } from '../promoBar';
import { isSafeHref } from '../richText';
import {
  centsSchema,
  idSchema,
  imageSchema,
  isoDateSchema,
  localeSchema,
  queryBoolean,
  queryInt,
} from './common';
import { pageModelSchema } from './offer';

// The content side of the API (002 §3 and §7, 001 §2.1, G-14, G-50, G-51): themes, the navigation
// menu, promo bars, the gift block, the box block of result pages, marketing articles, home and
// search-page content, and the error report of the 404 page. Amounts are cents.

/** Every content call takes the locale (S-460). */
export const contentQuerySchema = z.object({ locale: localeSchema });

/** A theme of the theme selector (002 §3 Theme): its icon name maps to a pictogram (S-022). */
export const themeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** wellness, chef, family, sport, sea, mountain…; an unknown name shows the brand icon. */
  icon: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;
/** GET /api/themes.json?locale. */
export const themesResponseSchema = z.array(themeSchema);

/** The "this week" theme the themes entry suggests (S-360). */
export const thisWeekThemeSchema: z.ZodType<ThisWeekTheme> = z.object({
  themaTitle: z.string(),
  description: z.string(),
  weekendUrl: z.string(),
});

export const navigationLinkSchema: z.ZodType<NavigationLink> = z.lazy(() =>
  z.object({
    _id: z.string(),
    label: z.string(),
    uri: z.string().optional(),
    location: z.string().optional(),
    variant: z.literal('highlight').optional(),
    count: z.number().int().min(0).optional(),
    children: z.array(navigationLinkSchema).optional(),
    thisWeekTheme: thisWeekThemeSchema.optional(),
  }),
);

/** GET /api/navigation.json?locale: the "Inspirations" menu, up to four levels (S-358…S-360). */
export const navigationResponseSchema = z.array(navigationLinkSchema);

export const promoBarLinkSchema = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
  newTab: z.boolean().default(false),
  /** `black` is the dark link; `default` follows the bar's colours (S-369). */
  variant: z.enum(['default', 'black']).default('default'),
});

export const promoBarSchema = z.object({
  internalCode: z.string(),
  campaign: z.string().optional(),
  category: z.string().optional(),
  flow: z.enum(flows),
  page: z.array(z.enum(promoBarPages)),
  links: z.array(promoBarLinkSchema),
});
/** GET /api/cms/promoBars?locale (S-502): every promo bar of the locale; the page picks one (S-368). */
export const promoBarsResponseSchema = z.array(promoBarSchema);

/**
 * The gift content of a locale (002 §3 Gift content per locale, S-393…S-397): the gift block's and
 * the header gift drawer's links. A missing URL leaves its card out (S-394).
 */
export const giftContentSchema = z.object({
  locale: localeSchema,
  title: z.string().optional(),
  subtitle: z.string().optional(),
  /** Gift boxes shop. */
  boxURL: z.string().optional(),
  /** Gift stays (single vouchers). */
  singleVoucherURL: z.string().optional(),
  giftcardURL: z.string().optional(),
  /** Activity gift vouchers. */
  activityOnlyURL: z.string().optional(),
  campaign: z.string().optional(),
  category: z.string().optional(),
  /** Small (mobile) and large (desktop) illustration. */
  imageS: z.string().optional(),
  imageL: z.string().optional(),
});
export type GiftContent = z.infer<typeof giftContentSchema>;
/** GET /content/giftBlock?locale (S-495). */
export const giftBlockResponseSchema = giftContentSchema;

/** A gift box (002 §3 Gift box). */
export const giftBoxSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  handle: z.string(),
  title: z.string(),
  image: imageSchema,
  /** Newline-separated lines: "1 night with breakfast for 2\n…". */
  includedContent: z.string(),
  /** Average rating out of 10, null without ratings. */
  rating: z.number().min(0).max(10).nullable(),
  price: centsSchema,
  /** The discounted price, when the box is on promotion. */
  promoPrice: centsSchema.nullable(),
  /** Percent, rounded up from price and promoPrice; 0 at 5 % or less (002 §9). */
  discount: z.number().int().min(0).max(100),
  /** The box's page on the gift-box shop. */
  url: z.string(),
  position: z.number().int().min(0),
  campaign: z.string().optional(),
});
export type GiftBox = z.infer<typeof giftBoxSchema>;

/** GET /api/cms/box-block-serp?locale (S-475, 002 §3 Box block): boxes shown between results. */
export const boxBlockSchema = z.object({
  locale: localeSchema,
  title: z.string(),
  subtitle: z.string(),
  buttonLabel: z.string(),
  buttonURL: z.string(),
  campaign: z.string().optional(),
  results: z.array(giftBoxSchema),
});
export type BoxBlock = z.infer<typeof boxBlockSchema>;

/** GET /content/articles?locale&limit (G-14): "Our selection of the moment" on the 404 page. */
export const articlesQuerySchema = z.object({
  locale: localeSchema,
  limit: queryInt(1, 24).default(4),
});
export const articleSchema = z.object({
  /** Where the article leads, under the market root or absolute. */
  link: z.string(),
  title: z.string(),
  cover: imageSchema,
});
export type Article = z.infer<typeof articleSchema>;
export const articlesResponseSchema = z.array(articleSchema);

/** Title, description and social image of a content page (002 §2 Page metadata). */
export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().optional(),
  /** The robots value when the site is indexable; "index, follow" when absent. */
  robots: z.string().optional(),
});
export type Seo = z.infer<typeof seoSchema>;

/** The jumbotron of a home flow: its picture behind the search box. */
export const jumbotronSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  image: imageSchema,
});
export type Jumbotron = z.infer<typeof jumbotronSchema>;

/** The flows a home page has (S-381): hotel shows the booking home. */
export const homeFlows = ['booking', 'gifting', 'activity'] as const;
export type HomeFlow = (typeof homeFlows)[number];

/** A home block listing the top search results of its flow (S-491). */
export const topSearchResultsBlockSchema = z.object({
  type: z.literal('topSearchResults'),
  title: z.string(),
  subtitle: z.string().optional(),
  /** What the block's call searches: offers (stays), gifts (single vouchers) or activities. */
  resultsType: z.enum(['offer', 'gift', 'activity']),
  resultsCount: z.number().int().min(1).max(24),
  /** "See all": the flow's search page, under the market root. */
  url: z.string(),
  newTab: z.boolean().default(false),
});
export type TopSearchResultsBlock = z.infer<typeof topSearchResultsBlockSchema>;

/** A home block of the best gift boxes of a format (001 §2.1 block types); hidden when they cannot be had (S-304). */
export const bestBoxesBlockSchema = z.object({
  type: z.literal('bestBoxes'),
  title: z.string(),
  subtitle: z.string().optional(),
  medium: z.enum(giftFormats),
  resultsCount: z.number().int().min(1).max(12),
  /** "See all": the box listing, under the market root. */
  url: z.string(),
});
export type BestBoxesBlock = z.infer<typeof bestBoxesBlockSchema>;

/** A block's colours (001 §3 Content blocks, S-388): its background, and light or dark text on it. */
export const colorPaletteSchema = z.object({
  background: z.string().regex(/^#[0-9a-f]{6}$/i, 'Expected #rrggbb'),
  font: z.enum(['light', 'dark']),
});
export type ColorPalette = z.infer<typeof colorPaletteSchema>;

/** A block's call to action (S-388): where it leads, under the market root or absolute. */
export const ctaSchema = z.object({ label: z.string(), url: z.string(), newTab: z.boolean().default(false) });
export type Cta = z.infer<typeof ctaSchema>;

/** A block shown only between two instants (S-379), ISO 8601. */
export const countdownSchema = z.object({ start: z.string(), end: z.string() });

const landingBlockBase = {
  colorPalette: colorPaletteSchema.optional(),
  countdown: countdownSchema.optional(),
};

/** A landing's top bar: one line and its link, over the page. */
export const topBarBlockSchema = z.object({
  type: z.literal('topBar'),
  text: z.string(),
  cta: ctaSchema.optional(),
  ...landingBlockBase,
});

/** A landing's jumbotron promo: its picture, title, subtitle, call to action and up to 5 cards (S-389). */
export const jumbotronPromoBlockSchema = z.object({
  type: z.literal('jumbotronPromo'),
  title: z.string(),
  subtitle: z.string(),
  image: imageSchema,
  cta: ctaSchema,
  cards: z
    .array(z.object({ title: z.string(), text: z.string() }))
    .max(5)
    .default([]),
  ...landingBlockBase,
});

/** The main USP list: what makes the offer worth it, each with its icon's name. */
export const uspListBlockSchema = z.object({
  type: z.literal('uspList'),
  title: z.string(),
  items: z
    .array(z.object({ icon: z.string(), title: z.string(), text: z.string() }))
    .min(1)
    .max(6),
  ...landingBlockBase,
});

/** Marketing promo cards, 4 to a row (S-389). */
export const promoCardsBlockSchema = z.object({
  type: z.literal('promoCards'),
  title: z.string(),
  subtitle: z.string().optional(),
  cards: z
    .array(z.object({ title: z.string(), image: imageSchema, cta: ctaSchema }))
    .min(1)
    .max(8),
  ...landingBlockBase,
});

/**
 * A landing's top search results (S-385…S-387): the search of its URL segment (`/ville/annecy`,
 * `/idee/18` in the market's keys), 3 results unless it says otherwise.
 */
export const landingTopResultsBlockSchema = topSearchResultsBlockSchema.extend({
  /** The segment the criteria come from; none searches the flow's whole catalogue. */
  criteriaUrl: z.string().optional(),
  resultsCount: z.number().int().min(1).max(24).default(TOP_RESULTS_DEFAULT_COUNT),
  ...landingBlockBase,
});

export const landingBlockSchema = z.discriminatedUnion('type', [
  topBarBlockSchema,
  jumbotronPromoBlockSchema,
  uspListBlockSchema,
  promoCardsBlockSchema,
  landingTopResultsBlockSchema,
  bestBoxesBlockSchema.extend(landingBlockBase),
]);
export type LandingBlock = z.infer<typeof landingBlockSchema>;

/** GET /content/landing/{slug}?locale (001 §2.2, S-384): a landing's metadata and its blocks, in order. */
export const landingPageSchema = z.object({
  slug: z.string(),
  seo: seoSchema,
  pageModel: pageModelSchema,
  blocks: z.array(landingBlockSchema),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const homeBlockSchema = z.discriminatedUnion('type', [
  topSearchResultsBlockSchema,
  bestBoxesBlockSchema,
]);
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** The colours of an announcement banner (002 §3 Announcement banner, S-371). */
export const announcementColors = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;

const richTextRunSchema = z.object({
  type: z.literal('text'),
  text: z.string().min(1),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});

/**
 * Rich text as the API answers it (`richText.ts`): runs of text, bold or italic, and links around
 * runs. The API builds it from the CMS's markup through an allow-list; the shop renders it as
 * elements, never as markup.
 */
export const richTextSchema = z
  .array(
    z.discriminatedUnion('type', [
      richTextRunSchema,
      z.object({
        type: z.literal('link'),
        href: z.string().refine(isSafeHref, 'Expected a path or an https address'),
        newTab: z.boolean().optional(),
        children: z.array(richTextRunSchema).min(1),
      }),
    ]),
  )
  .min(1);

/** An announcement banner (002 §3): its message in a colour, for a flow and a page (S-371). */
export const announcementBannerSchema = z.object({
  /** The message in the locale's language, as rich text. */
  content: richTextSchema,
  colorVariation: z.enum(announcementColors),
  /** Where the banner leads, under the market root; null for a banner without a link. */
  url: z.string().nullable(),
  flow: z.enum(flows),
  page: z.enum(promoBarPages),
});
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

/** One page kind's announcement banners for a flow and a locale (S-493, a CMS entry). */
export const announcementBannerEntrySchema = z.object({
  id: z.string(),
  flow: z.enum(flows),
  locale: localeSchema,
  /** Several banners crossfade (S-373); an empty list shows none. */
  announcementBanner: z.array(announcementBannerSchema),
  /** The same entry in the other locales. */
  localizations: z.array(z.object({ id: z.string(), locale: localeSchema })),
});
export type AnnouncementBannerEntry = z.infer<typeof announcementBannerEntrySchema>;

/** GET /gateway/cms/announcementBanner[?locale]: every locale's entries unless one is asked for. */
export const announcementBannersQuerySchema = z.object({ locale: localeSchema.optional() });
/** The entries keyed by page kind (S-493); the shop picks by flow, page and locale (S-371). */
export const announcementBannersSchema = z.object({
  homePages: z.array(announcementBannerEntrySchema),
  searchPages: z.array(announcementBannerEntrySchema),
  productPages: z.array(announcementBannerEntrySchema),
});
export type AnnouncementBanners = z.infer<typeof announcementBannersSchema>;

/** Where a targeted banner's picture sits (002 §3 Targeted banner, S-375). */
export const imagePositions = ['center', 'left', 'right'] as const;

const ctaFields = (n: 1 | 2 | 3) => ({
  [`cta${n}Label`]: z.string().optional(),
  [`cta${n}Url`]: z.string().optional(),
  [`cta${n}NewTab`]: z.boolean().optional(),
  [`cta${n}Category`]: z.string().optional(),
});

/**
 * A targeted banner as the content service answers it (002 §3, G-51): its copy, pictures and
 * calls to action, flattened as cta1…cta3 (S-376), and the fields that select it (S-377). A
 * selection field left out targets every value.
 */
export const targetedBannerRawSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  /** The desktop picture, and the mobile one below the 600 px image breakpoint. */
  imageUrl: z.string(),
  imageMobile: z.string(),
  imagePosition: z.enum(imagePositions),
  imageAlt: z.string(),
  ...ctaFields(1),
  ...ctaFields(2),
  ...ctaFields(3),
  url: z.string().optional(),
  newTab: z.boolean().optional(),
  category: z.string().optional(),
  campaign: z.string().optional(),
  trackingBlockName: z.string().optional(),
  locale: localeSchema,
  page: z.enum(promoBarPages),
  flow: z.enum(flows),
  department: idSchema.optional(),
  displayBannerWithThisThematic: z.number().int().positive().optional(),
  city: idSchema.optional(),
  country: idSchema.optional(),
  region: idSchema.optional(),
  isLessThanTwoHours: z.boolean().optional(),
}) as z.ZodType<TargetedBannerRaw>;

/** GET /content/targetedBanner.json: the page's criteria (G-51); the optional fields narrow. */
export const targetedBannerQuerySchema = z.object({
  locale: localeSchema,
  page: z.enum(promoBarPages),
  flow: z.enum(flows),
  department: idSchema.optional(),
  theme: queryInt(1, 2_147_483_647).optional(),
  city: idSchema.optional(),
  country: idSchema.optional(),
  region: idSchema.optional(),
  isLessThanTwoHours: queryBoolean.optional(),
});
/** The banners that match, the most specific first (S-377). */
export const targetedBannersResponseSchema = z.array(targetedBannerRawSchema);

/**
 * One flow of the home content (S-476, 001 §2.1): SEO data, an optional announcement banner, header
 * (the flows its tabs offer) and promo bar, the jumbotron, the blocks (more types join as the home
 * grows) and an optional footer (which of its legal, newsletter and contact parts show).
 */
export const homeFlowContentSchema = z.object({
  seo: seoSchema,
  announcementBanner: announcementBannerSchema.nullable(),
  header: z.object({ flowTabs: z.array(z.enum(homeFlows)) }).nullable(),
  promoBar: promoBarSchema.nullable(),
  jumbotron: jumbotronSchema,
  blocks: z.array(homeBlockSchema),
  footer: z.object({ legal: z.boolean(), newsletter: z.boolean(), contact: z.boolean() }).nullable(),
});
export type HomeFlowContent = z.infer<typeof homeFlowContentSchema>;

/** GET /content/homepage?locale (S-476): the home content, per flow. */
export const homeContentSchema = z.object({
  locale: localeSchema,
  booking: homeFlowContentSchema,
  gifting: homeFlowContentSchema,
  activity: homeFlowContentSchema,
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/**
 * GET /content/search-page.json?locale&flow[&one destination key]: the header image, title and
 * subtitle, SEO text and suggestion links of a search page (000 §2 Search page, S-054).
 */
export const searchPageQuerySchema = z.object({
  locale: localeSchema,
  flow: z.enum(flows).default('booking'),
  ...(Object.fromEntries(DESTINATION_KEYS.map((key) => [key, idSchema.optional()])) as Record<
    DestinationKey,
    z.ZodOptional<typeof idSchema>
  >),
});
export const searchPageContentSchema = z.object({
  seo: seoSchema,
  title: z.string(),
  subtitle: z.string(),
  headerImage: imageSchema,
  /** Paragraphs of plain text under the results. */
  seoText: z.array(z.string()),
  /** Nearby or related searches, under the market root. */
  suggestionLinks: z.array(z.object({ label: z.string(), uri: z.string() })),
});
export type SearchPageContent = z.infer<typeof searchPageContentSchema>;

/** POST /error (G-50): the 404 page reports the missing URL; answers 204. */
export const errorReportSchema = z.object({
  uri: z.string().min(1).max(2048),
  locale: localeSchema,
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** GET /content/pages/{slug}?locale: one of Escale's own pages (terms, privacy, cookies…) in a market. */
export const contentPageQuerySchema = z.object({ locale: localeSchema });
export const contentPageSchema = z.object({
  id: z.enum(contentPageIds),
  title: z.string(),
  /** The meta description. */
  description: z.string(),
  /** When the text last changed. */
  updatedOn: isoDateSchema,
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(1) })).min(1),
  pageModel: pageModelSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * GET /api/sitemap?locale: the pages of a market search engines may index, each with the same page
 * in the other markets; paths under the site's origin.
 */
export const sitemapSchema = z.object({
  urls: z.array(
    z.object({
      loc: z.string(),
      alternates: z.array(z.object({ locale: localeSchema, href: z.string() })),
    }),
  ),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

/** GET /content/ideas?locale (001 §2.9, §3 Ideas; G-52): the weekend ideas page. */
export const ideasSchema = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(
    z.object({
      title: z.string(),
      intro: z.string(),
      /** Each idea leads to a search or a landing, under the market root. */
      ideas: z.array(z.object({ label: z.string(), url: z.string(), cover: imageSchema })).min(1),
    }),
  ),
  regions: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type Ideas = z.infer<typeof ideasSchema>;
