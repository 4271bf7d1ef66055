import type { ApiLocale } from './api/common';
import type { AnnouncementBanner, AnnouncementBanners } from './api/content';
import { DESTINATION_KEYS, type SearchCriteria } from './criteria';
import { type Flow, virtualFlow } from './flows';
import type { PromoBarPage } from './promoBar';
import type { RichText } from './richText';
import { marketHref } from './routes';

// Banners (002 §2 Promo bar and banners, §3 Announcement banner and Targeted banner, §4, §9;
// S-371…S-377, S-474, S-493, G-51).

/** The entries' key of each page kind in the announcement banners' answer (S-493). */
const ENTRY_KEYS = {
  home: 'homePages',
  search: 'searchPages',
  product: 'productPages',
} as const satisfies Record<PromoBarPage, keyof AnnouncementBanners>;

/**
 * The announcement banners of a page (S-371): those of the entry for its page kind, flow and
 * locale; none without one. The hotel flow shows the booking flow's (S-052).
 */
export function announcementBannersFor(
  answer: AnnouncementBanners,
  { page, flow, locale }: { page: PromoBarPage; flow: Flow; locale: ApiLocale },
): AnnouncementBanner[] {
  const wanted = virtualFlow(flow);
  const entry = answer[ENTRY_KEYS[page]].find((item) => item.flow === wanted && item.locale === locale);
  return entry?.announcementBanner ?? [];
}

/** Rich text whose links lead under the market. */
function richTextHrefs(rich: RichText, marketPath: string): RichText {
  return rich.map((node) =>
    node.type === 'link' ? { ...node, href: marketHref(marketPath, node.href) } : node,
  );
}

/** An announcement banner whose links (its own and its content's) lead under the market. */
export function announcementHrefs(banner: AnnouncementBanner, marketPath: string): AnnouncementBanner {
  return {
    ...banner,
    url: banner.url === null ? null : marketHref(marketPath, banner.url),
    content: richTextHrefs(banner.content, marketPath),
  };
}

/** One flattened call to action's fields (S-376): `cta1Label`, `cta1Url`, `cta1NewTab`, `cta1Category`. */
type Flattened<N extends 1 | 2 | 3> = {
  [K in `cta${N}Label` | `cta${N}Url` | `cta${N}Category`]?: string;
} & { [K in `cta${N}NewTab`]?: boolean };

/** The fields that select a targeted banner (S-377); one left out targets every value. */
export interface TargetedBannerSelection {
  locale: ApiLocale;
  page: PromoBarPage;
  flow: Flow;
  department?: string;
  displayBannerWithThisThematic?: number;
  city?: string;
  country?: string;
  region?: string;
  isLessThanTwoHours?: boolean;
}

/** A targeted banner as the content service answers it: calls to action flattened (G-51). */
export type TargetedBannerRaw = TargetedBannerSelection &
  Flattened<1> &
  Flattened<2> &
  Flattened<3> & {
    id: string;
    title: string;
    subtitle?: string;
    imageUrl: string;
    imageMobile: string;
    imagePosition: 'center' | 'left' | 'right';
    imageAlt: string;
    url?: string;
    newTab?: boolean;
    category?: string;
    campaign?: string;
    trackingBlockName?: string;
  };

export interface TargetedBannerCta {
  label: string;
  url: string;
  newTab: boolean;
  category?: string;
}

/** What a targeted banner block shows (S-375). */
export interface TargetedBanner {
  id: string;
  title: string;
  subtitle?: string;
  image: { desktop: string; mobile: string; alt: string; position: 'center' | 'left' | 'right' };
  ctas: TargetedBannerCta[];
  campaign?: string;
  trackingBlockName?: string;
}

/** Calls to action a targeted banner shows at most (002 §9). */
export const MAX_BANNER_CTAS = 3;

/**
 * The calls to action of a targeted banner (S-376): cta1…cta3 unflattened, keeping those with both
 * a label and a url, three at most.
 */
export function targetedBannerCtas(raw: TargetedBannerRaw): TargetedBannerCta[] {
  const ctas: TargetedBannerCta[] = [];
  for (const n of [1, 2, 3] as const) {
    const label = raw[`cta${n}Label`]?.trim();
    const url = raw[`cta${n}Url`]?.trim();
    if (!label || !url) continue;
    const category = raw[`cta${n}Category`];
    ctas.push({ label, url, newTab: raw[`cta${n}NewTab`] === true, ...(category ? { category } : {}) });
  }
  return ctas.slice(0, MAX_BANNER_CTAS);
}

/** The banner a block shows, its calls to action leading under the market. */
export function toTargetedBanner(raw: TargetedBannerRaw, marketPath: string): TargetedBanner {
  return {
    id: raw.id,
    title: raw.title,
    ...(raw.subtitle ? { subtitle: raw.subtitle } : {}),
    image: { desktop: raw.imageUrl, mobile: raw.imageMobile, alt: raw.imageAlt, position: raw.imagePosition },
    ctas: targetedBannerCtas(raw).map((cta) => ({ ...cta, url: marketHref(marketPath, cta.url) })),
    ...(raw.campaign ? { campaign: raw.campaign } : {}),
    ...(raw.trackingBlockName ? { trackingBlockName: raw.trackingBlockName } : {}),
  };
}

/** What a page knows of where and what is searched, to choose a targeted banner (S-377). */
export interface TargetingContext {
  locale: ApiLocale;
  page: PromoBarPage;
  flow: Flow;
  department?: string;
  theme?: number;
  city?: string;
  country?: string;
  region?: string;
  isLessThanTwoHours?: boolean;
}

const PLACE_FIELDS = ['department', 'city', 'country', 'region'] as const;

/**
 * Whether a targeted banner shows for a context (S-377): the same locale, page and flow (hotel
 * counts as booking, S-052); each place it targets is the context's; its theme
 * (displayBannerWithThisThematic) is the one searched; a banner for searches "less than 2h" away
 * shows only on such searches.
 */
export function targetedBannerMatches(banner: TargetedBannerSelection, context: TargetingContext): boolean {
  return (
    banner.locale === context.locale &&
    banner.page === context.page &&
    virtualFlow(banner.flow) === virtualFlow(context.flow) &&
    PLACE_FIELDS.every((field) => banner[field] === undefined || banner[field] === context[field]) &&
    (banner.displayBannerWithThisThematic === undefined ||
      banner.displayBannerWithThisThematic === context.theme) &&
    (banner.isLessThanTwoHours !== true || context.isLessThanTwoHours === true)
  );
}

/** How many selection fields beyond locale, page and flow a banner sets: the more, the more specific. */
function specificity(banner: TargetedBannerSelection): number {
  return (
    [...PLACE_FIELDS, 'displayBannerWithThisThematic' as const].filter((field) => banner[field] !== undefined)
      .length + (banner.isLessThanTwoHours ? 1 : 0)
  );
}

/** The banners that show for a context, the most specific first, then in their order (S-377). */
export function targetedBannersFor<T extends TargetedBannerSelection>(
  banners: readonly T[],
  context: TargetingContext,
): T[] {
  return banners
    .filter((banner) => targetedBannerMatches(banner, context))
    .map((banner, index) => ({ banner, index, rank: specificity(banner) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map(({ banner }) => banner);
}

/** A search "less than 2h" away: around a point with no destination, within 200 km (002 §5 distances). */
export const LESS_THAN_TWO_HOURS_KM = 200;

/**
 * What a search's criteria say for a targeted banner (S-377): its destination when it is a
 * department, city, country or region, its theme, and whether it searches around a point within
 * two hours (no destination, at most 200 km, or no distance set).
 */
export function targetingOfCriteria(
  criteria: SearchCriteria,
): Omit<TargetingContext, 'locale' | 'page' | 'flow'> {
  const hasDestination = DESTINATION_KEYS.some((key) => criteria[key] !== undefined);
  const isAroundPoint = criteria.lat !== undefined && criteria.lng !== undefined && !hasDestination;
  const context: Omit<TargetingContext, 'locale' | 'page' | 'flow'> = {};
  for (const field of PLACE_FIELDS) if (criteria[field] !== undefined) context[field] = criteria[field];
  if (criteria.theme !== undefined) context.theme = criteria.theme;
  if (isAroundPoint && (criteria.distanceMax ?? 0) <= LESS_THAN_TWO_HOURS_KM)
    context.isLessThanTwoHours = true;
  return context;
}
