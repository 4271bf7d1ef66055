import {
  activityOnlySearchResponseSchema,
  activityTagsSchema,
  articlesResponseSchema,
  boxBlockSchema,
  boxDetailSchema,
  boxesSearchResponseSchema,
  checkoutNightsSchema,
  checkoutSummarySchema,
  destinationSchema,
  eligibilityResponseSchema,
  facetsResponseSchema,
  giftBlockResponseSchema,
  homeContentSchema,
  hotelAvailabilitySchema,
  hotelPageSchema,
  mapMarkerSchema,
  navigationResponseSchema,
  offerAvailabilitySchema,
  offerCardSchema,
  offerDetailSchema,
  offersResponseSchema,
  orderCreatedSchema,
  orderSchema,
  paymentIntentSchema,
  productOffersSchema,
  productSchema,
  promoBarsResponseSchema,
  quoteSchema,
  reviewSetSchema,
  searchPageContentSchema,
  shippingCostSchema,
  subElementsResponseSchema,
  suggestionGroupsSchema,
  themesResponseSchema,
  upsellsSchema,
  zepptoCreatedSchema,
} from '@escale/domain';
import { z } from 'zod';

/**
 * Every API answer the shop reads, by name, with its contract schema. The server checks each
 * answer against it; the browser, which only talks to its own server, names the answer for its type.
 */
const answerSchemas = {
  activityOnlySearch: activityOnlySearchResponseSchema,
  activityTags: activityTagsSchema,
  articles: articlesResponseSchema,
  boxBlock: boxBlockSchema,
  boxDetail: boxDetailSchema,
  boxes: boxesSearchResponseSchema,
  checkoutNights: checkoutNightsSchema,
  checkoutSummary: checkoutSummarySchema,
  destination: destinationSchema,
  eligibility: eligibilityResponseSchema,
  facets: facetsResponseSchema,
  giftBlock: giftBlockResponseSchema,
  homeContent: homeContentSchema,
  hotelAvailability: hotelAvailabilitySchema,
  hotelPage: hotelPageSchema,
  mapMarkers: z.object({ exactMatch: z.array(mapMarkerSchema) }),
  navigation: navigationResponseSchema,
  offerAvailability: offerAvailabilitySchema,
  offerCards: z.object({
    exactMatch: z.array(offerCardSchema),
    searchDetails: offersResponseSchema.shape.searchDetails,
  }),
  offerDetail: offerDetailSchema,
  order: orderSchema,
  orderCreated: orderCreatedSchema,
  paymentIntent: paymentIntentSchema,
  product: productSchema,
  productOffers: productOffersSchema,
  promoBars: promoBarsResponseSchema,
  quote: quoteSchema,
  reviewSet: reviewSetSchema,
  searchPageContent: searchPageContentSchema,
  shippingCost: shippingCostSchema,
  subElements: subElementsResponseSchema,
  suggestionGroups: suggestionGroupsSchema,
  themes: themesResponseSchema,
  upsells: upsellsSchema,
  zepptoCreated: zepptoCreatedSchema,
};

export type AnswerName = keyof typeof answerSchemas;
export type Answer<K extends AnswerName> = z.output<(typeof answerSchemas)[K]>;

export function parseAnswer<K extends AnswerName>(name: K, body: unknown): Answer<K> {
  return answerSchemas[name].parse(body) as Answer<K>;
}
