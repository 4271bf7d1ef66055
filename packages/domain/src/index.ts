export type { ActivityOnlyDetail } from './api/activityOnly';
export {
  activityCenterSchema,
  activityImagesSchema,
  activityOnlyDetailSchema,
  activityOnlyPriceSchema,
  activityOnlyQuerySchema,
} from './api/activityOnly';
export type { ApiErrorBody, ApiImage, ApiLocale, ImageSize } from './api/common';
export {
  apiErrorSchema,
  centsSchema,
  idSchema,
  imageSchema,
  imageSizes,
  isoDateSchema,
  isoMonthSchema,
  localeSchema,
  numericIdSchema,
  queryBoolean,
  queryInt,
  queryList,
} from './api/common';
export type {
  Article,
  BoxBlock,
  ErrorReport,
  GiftBox,
  GiftContent,
  HomeContent,
  HomeFlow,
  HomeFlowContent,
  Jumbotron,
  SearchPageContent,
  Seo,
  Theme,
  TopSearchResultsBlock,
} from './api/content';
export {
  articleSchema,
  articlesQuerySchema,
  articlesResponseSchema,
  boxBlockSchema,
  contentQuerySchema,
  errorReportSchema,
  giftBlockResponseSchema,
  giftBoxSchema,
  giftContentSchema,
  homeContentSchema,
  homeFlowContentSchema,
  homeFlows,
  jumbotronSchema,
  navigationResponseSchema,
  promoBarsResponseSchema,
  searchPageContentSchema,
  searchPageQuerySchema,
  seoSchema,
  themeSchema,
  themesResponseSchema,
  topSearchResultsBlockSchema,
} from './api/content';
export type { HotelAvailability, HotelDetail, HotelPage } from './api/hotel';
export {
  availabilityDaySchema,
  availabilityDaysSchema,
  ECO_BLOCK_MIN_FACILITIES,
  hotelAvailabilityQuerySchema,
  hotelAvailabilitySchema,
  hotelDetailSchema,
  hotelPageSchema,
  hotelQuerySchema,
  hotelRoomSchema,
  hotelWeekendSchema,
  NEARBY_HOTELS_LIMIT,
  nearbyHotelSchema,
  roomOfferSchema,
} from './api/hotel';
export type { ActivityView, ImagesBySize, OfferPrice, PaxQuery, ProgramLine, StayQuery } from './api/offer';
export {
  activitySchema,
  breadcrumbItemSchema,
  breakfastSchema,
  cancellationPolicySchema,
  imagesBySizeSchema,
  localTaxSchema,
  MAX_QUERY_NIGHTS,
  offerPriceSchema,
  pageModelSchema,
  paxOfQuery,
  paxQueryShape,
  programLineKinds,
  programLineSchema,
  refineStayQuery,
  reviewSummarySchema,
  stayOfQuery,
  stayQueryShape,
  stayRoomSchema,
} from './api/offer';
export type { OfferDetail, ProductPage, ProductQuote, UnbookableReason } from './api/product';
export {
  activitySelectionSchema,
  checkoutNightsQuerySchema,
  checkoutNightsSchema,
  NOT_BOOKABLE_MESSAGE,
  offerAvailabilityQuerySchema,
  offerAvailabilitySchema,
  offerDetailQuerySchema,
  offerDetailSchema,
  offerListItemSchema,
  packageItemSchema,
  productOffersQuerySchema,
  productOffersSchema,
  productQuerySchema,
  productSchema,
  quoteQuerySchema,
  quoteSchema,
  unbookableReasons,
  upsellSchema,
  upsellsQuerySchema,
  upsellsSchema,
} from './api/product';
export type { Review, ReviewSet } from './api/reviews';
export {
  reviewLocales,
  reviewSchema,
  reviewSetSchema,
  reviewStayTypes,
  reviewsQuerySchema,
} from './api/reviews';
export type {
  ActivityOnlySearchQuery,
  ActivityOnlySearchResponse,
  Destination,
  FacetKind,
  FacetsQuery,
  FacetsResponse,
  MapMarker,
  OfferCard,
  OffersQuery,
  OffersResponse,
  SearchCriteriaChecks,
  SuggestionGroups,
} from './api/search';
export {
  ACTIVITY_ONLY_PACKAGES_PER_HOTEL,
  activityOnlyPackageSchema,
  activityOnlySearchQuerySchema,
  activityOnlySearchResponseSchema,
  activityTagsQuerySchema,
  activityTagsSchema,
  autocompleteQuerySchema,
  cardHotelSchema,
  cardPriceSchema,
  destinationKeysOf,
  destinationParamsSchema,
  destinationQuerySchema,
  destinationSchema,
  facetKinds,
  facetsQuerySchema,
  facetsResponseSchema,
  MAX_AUTOCOMPLETE_RESULTS,
  MAX_PAGE_LIMIT,
  mapMarkerSchema,
  offerCardSchema,
  offersQuerySchema,
  offersResponseSchema,
  recommendedQuerySchema,
  refineSearchCriteria,
  searchCriteriaShape,
  searchDetailsSchema,
  suggestionCategories,
  suggestionGroupsSchema,
  suggestionSchema,
} from './api/search';
export { cheapestDays, markBestPriceOfTheMonth, monthsFrom, shiftMonth } from './availability';
export type {
  AvailabilityMap,
  DateSelection,
  DayAvailability,
  DaySelectionContext,
  PossibleNights,
} from './calendar';
export {
  addDays,
  calendarHorizonEnd,
  calendarMonths,
  DESKTOP_VISIBLE_MONTHS,
  displayedDayPrice,
  HORIZON_MONTHS,
  isDaySelectable,
  loadMoreMonths,
  MOBILE_INITIAL_MONTHS,
  MOBILE_MONTH_STEP,
  minimumStayLabel,
  NO_DATA_FALLBACK_DAYS,
  nextRangeSelection,
  nightsBetween,
  SAME_DAY_CUTOFF_HOUR,
  todayInTimeZone,
} from './calendar';
export type {
  Clock,
  CriterionKey,
  CriterionValue,
  DestinationKey,
  GiftFormat,
  SearchCriteria,
  SettableKey,
  UserLocation,
} from './criteria';
export {
  applyDestination,
  applyUserLocation,
  criteriaFields,
  DEFAULT_CRITERIA,
  DESTINATION_KEYS,
  giftFormats,
  isBookableCheckin,
  isIsoDate,
  normaliseCriteria,
  paxOf,
  searchCriteriaSchema,
  setCriterion,
  stayNights,
  withDates,
} from './criteria';
export type { CardView, ItemCategory, PriceType } from './entities';
export { cardViews, itemCategories, priceTypes } from './entities';
export type { FallbackChange, FallbackStep, FallbackSubtitle } from './fallback';
export {
  FALLBACK_DISTANCE_MIN_KM,
  FALLBACK_PREVIEW_LIMIT,
  FALLBACK_RADIUS_KM,
  fallbackLadder,
} from './fallback';
export type { Flow, SortKey, VirtualFlow } from './flows';
export {
  flows,
  isFlow,
  isSortKey,
  sortAfterFlowSwitch,
  sortKeys,
  sortOptionsFor,
  virtualFlow,
} from './flows';
export type { ProductGallery } from './gallery';
export {
  cardGalleryImages,
  cardGalleryLimit,
  productGallery,
  productGalleryGridMinimum,
  productGalleryGridSize,
} from './gallery';
export type { GeoPoint } from './geo';
export { haversineKm } from './geo';
export { formatCriteriaHash, parseCriteriaHash } from './hash';
export type { NavigationLink, ThisWeekTheme } from './navigation';
export {
  isThemesEntry,
  MENU_COLUMNS_FROM,
  MENU_MAX_LEVELS,
  menuColumns,
  menuTree,
  navigationLinkSchema,
  thisWeekThemeSchema,
} from './navigation';
export type { PageLocation, PaginationInput, PaginationItem, PaginationModel, RelLink } from './pagination';
export {
  pageFromSearch,
  pageHref,
  pageParam,
  pageSearch,
  paginationModel,
  relLinks,
  resultPageSize,
} from './pagination';
export type { PaxPrice, PerPersonPrice, PromoContext } from './prices';
export {
  activityPricePerPerson,
  BOX_PROMO_ABOVE,
  boxPromo,
  displayedPromo,
  moneySaved,
  PROMO_THRESHOLDS,
  pricePerNight,
  priceType,
  promoPercent,
} from './prices';
export type { PromoBar, PromoBarLink, PromoBarPage } from './promoBar';
export { promoBarFor, promoBarLinkSchema, promoBarPages, promoBarSchema } from './promoBar';
export type { ReviewCriterion, ReviewLanguageFilter, ReviewSort } from './reviews';
export {
  hasMoreReviews,
  REVIEW_PAGE_SIZE,
  reviewCriteria,
  reviewLanguageFilters,
  reviewSorts,
  scoreBarPercent,
  scoreOneDecimal,
} from './reviews';
export type { ScoreLabel, ScoreLabelOptions } from './score';
export { ratingOutOfTen, scoreLabel } from './score';
export type { NumberRange, PriceCriteria, SearchLocation, SliderBounds } from './slider';
export {
  criteriaToPriceRange,
  DISTANCE_SLIDER,
  distanceBounds,
  orderRange,
  PRICE_SLIDER,
  priceRangeToCriteria,
  priceSliderBounds,
  sanitizeRangeInput,
  shouldSendDistance,
  toSliderValue,
} from './slider';
export type { LocalTaxRule, PackageContent, RoomCapacity, StayPrice } from './stay';
export { cancellationDeadline, localTaxTotal, roomsNeeded, stayPrice } from './stay';
export type { StressId, StressKind, StressMessage, StressOffer } from './stress';
export { MAX_STRESS_MESSAGES, ROOMS_LEFT_THRESHOLD, stressMessages } from './stress';
export type { Pax, PaxKind, StepperBounds } from './travellers';
export {
  ACTIVITY_PARTICIPANTS,
  changePax,
  DEFAULT_PAX,
  GIFTING_PAX,
  isSingleRoom,
  isWithinBounds,
  PAX_LIMITS,
  PAX_STEPPER_BOUNDS,
  paxForFlow,
  stepperBounds,
  stepperValue,
} from './travellers';
export { addsActivities, priceDifference } from './upsell';
export type { WishlistItem, WishlistType } from './wishlist';
export {
  isInWishlist,
  toggleWishlistItem,
  wishlistItemSchema,
  wishlistLists,
  wishlistTypes,
} from './wishlist';
