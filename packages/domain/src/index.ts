export type { ProfileIssue } from './account';
export {
  accountRequestOf,
  mergeWishlists,
  profileIssues,
  SESSION_COOKIE,
  SESSION_DAYS,
  SIGNED_IN_COOKIE,
  SIGNIN_LINK_MINUTES,
  safeOrigin,
  tripProduct,
  wishlistChanges,
} from './account';
export type { ActivityPrice, ActivityPurchaseMode } from './activityPurchase';
export {
  ACTIVITY_VOUCHER_VALIDITY_MONTHS,
  activityCheckoutHref,
  activityHash,
  activityPaxBounds,
  activityPaxOf,
  activityPriceFor,
  OWN_USE,
} from './activityPurchase';
export type {
  AnalyticsEvent,
  AnalyticsItem,
  AnalyticsItemCategory,
  AnalyticsSession,
  DataLayerPush,
} from './analytics';
export {
  ANALYTICS_RETRIES,
  ANALYTICS_RETRY_INTERVAL_MS,
  ANALYTICS_SESSION_MS,
  analyticsEvents,
  analyticsItem,
  CLIENT_ID_POLL_INTERVAL_MS,
  CLIENT_ID_POLLS,
  itemsPush,
  pollClientId,
  sendWithRetries,
  sessionAt,
} from './analytics';
export type { Customer, SignInRequest, Trip, Trips } from './api/account';
export {
  accountWishlistSchema,
  customerSchema,
  profileRequestSchema,
  sessionRequestSchema,
  signInRequestSchema,
  signInSentSchema,
  tripsSchema,
  wishlistItemSchema,
  wishlistKeySchema,
  wishlistPutSchema,
} from './api/account';
export type { ActivityOnlyDetail } from './api/activityOnly';
export {
  activityCenterSchema,
  activityImagesSchema,
  activityOnlyDetailSchema,
  activityOnlyPriceSchema,
  activityOnlyQuerySchema,
} from './api/activityOnly';
export type { AnalyticsHit } from './api/analytics';
export {
  analyticsAnswerSchema,
  analyticsHitSchema,
  analyticsParamsSchema,
  pointsOfSale,
} from './api/analytics';
export type { BoxDetail, BoxesSearchResponse, BoxSummary } from './api/boxes';
export {
  boxCodeParamsSchema,
  boxDetailQuerySchema,
  boxDetailSchema,
  boxesSearchQuerySchema,
  boxesSearchResponseSchema,
  boxOffersQuerySchema,
  boxSummarySchema,
} from './api/boxes';
export type { ApiImage, ApiLocale, ImageSize } from './api/common';
export {
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
  AnnouncementBanner,
  AnnouncementBannerEntry,
  AnnouncementBanners,
  Article,
  BestBoxesBlock,
  BoxBlock,
  ColorPalette,
  ContentPage,
  Cta,
  ErrorReport,
  GiftBox,
  GiftContent,
  HomeBlock,
  HomeContent,
  HomeFlow,
  HomeFlowContent,
  Ideas,
  Jumbotron,
  LandingBlock,
  LandingPage,
  SearchPageContent,
  Seo,
  Sitemap,
  Theme,
  TopSearchResultsBlock,
} from './api/content';
export {
  announcementBannerEntrySchema,
  announcementBannerSchema,
  announcementBannersQuerySchema,
  announcementBannersSchema,
  announcementColors,
  articleSchema,
  articlesQuerySchema,
  articlesResponseSchema,
  bestBoxesBlockSchema,
  boxBlockSchema,
  contentPageQuerySchema,
  contentPageSchema,
  contentQuerySchema,
  errorReportSchema,
  giftBlockResponseSchema,
  giftBoxSchema,
  giftContentSchema,
  homeBlockSchema,
  homeContentSchema,
  homeFlowContentSchema,
  homeFlows,
  ideasSchema,
  imagePositions,
  jumbotronSchema,
  landingBlockSchema,
  landingPageSchema,
  navigationLinkSchema,
  navigationResponseSchema,
  promoBarLinkSchema,
  promoBarSchema,
  promoBarsResponseSchema,
  richTextSchema,
  searchPageContentSchema,
  searchPageQuerySchema,
  seoSchema,
  sitemapSchema,
  targetedBannerQuerySchema,
  targetedBannerRawSchema,
  targetedBannersResponseSchema,
  themeSchema,
  themesResponseSchema,
  thisWeekThemeSchema,
  topSearchResultsBlockSchema,
} from './api/content';
export type { ContactPostInput } from './api/crm';
export { botChallengeSchema, contactFormTokenSchema, contactPostSchema } from './api/crm';
export { apiErrorSchema, apiIssueSchema } from './api/errors';
export type {
  AvailableSubElements,
  ShippingCost,
  SubElement,
  SubElementCategory,
} from './api/giftExtras';
export {
  shippingCostQuerySchema,
  shippingCostSchema,
  subElementsQuerySchema,
  subElementsResponseSchema,
} from './api/giftExtras';
export type { HotelAvailability, HotelDetail, HotelPage } from './api/hotel';
export {
  availabilityDaySchema,
  availabilityDaysSchema,
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
export type { ClientLog } from './api/logs';
export { clientLogSchema } from './api/logs';
export type { MessengerConversation, MessengerMessage } from './api/messenger';
export { messengerConversationSchema, messengerMessageSchema, messengerPostSchema } from './api/messenger';
export type { Minisite, MinisiteSelection, MinisiteTheme } from './api/minisites';
export {
  minisiteParamsSchema,
  minisiteSchema,
  minisiteSelectionSchema,
  minisiteThemeSchema,
  minisiteUrlSchema,
} from './api/minisites';
export type { NewsletterRequest } from './api/newsletter';
export {
  newsletterAcquisitionQuerySchema,
  newsletterAnswerSchema,
  newsletterRequestSchema,
} from './api/newsletter';
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
export type {
  ActivityItem,
  BoxItem,
  Buyer,
  CheckoutRequest,
  CheckoutSummary,
  Eligibility,
  GiftCardItem,
  GiftcardItem,
  GiftcardStatus,
  GiftItem,
  InsuranceItem,
  InsuranceOffer,
  Order,
  OrderCreated,
  OrderItems,
  OrderRequest,
  OrderStatus,
  OrderVoucher,
  PaymentIntent,
  PriceBreakdown,
  ReservationCriteria,
  ShortStayItem,
} from './api/orders';
export {
  boxItemSchema,
  buyerSchema,
  checkoutRequestSchema,
  checkoutSummarySchema,
  eligibilityQuerySchema,
  eligibilityResponseSchema,
  giftCardItemSchema,
  giftcardItemSchema,
  giftcardStatuses,
  giftItemSchema,
  insuranceItemSchema,
  insuranceOfferSchema,
  insuranceQuerySchema,
  insuranceResponseSchema,
  orderCreatedSchema,
  orderItemsSchema,
  orderRequestSchema,
  orderSchema,
  orderStatuses,
  orderVoucherSchema,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  priceBreakdownSchema,
  productItemKeys,
  promotionCodeSchema,
  pspAuthorizationSchema,
  reservationCriteriaSchema,
  shortStayItemSchema,
  summaryBoxSchema,
  zepptoCreatedSchema,
} from './api/orders';
export { paymentCardSchema } from './api/paymentCard';
export type {
  GiftPrice,
  OfferAvailability,
  OfferDetail,
  OfferListItem,
  ProductOffers,
  ProductPage,
  ProductQuote,
  ProductUpsells,
  Upsell,
} from './api/product';
export {
  activitySelectionSchema,
  checkoutNightsQuerySchema,
  checkoutNightsSchema,
  giftPriceQuerySchema,
  giftPriceSchema,
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
  upsellSchema,
  upsellsQuerySchema,
  upsellsSchema,
} from './api/product';
export type {
  BeneficiaryBoxOffersQuery,
  BeneficiaryLogin,
  GiftCalendar,
  Redemption,
  RedemptionRequest,
  VoucherView,
} from './api/redemption';
export {
  beneficiaryBoxOffersQuerySchema,
  beneficiaryLoginSchema,
  beneficiarySingleVoucherOffersQuerySchema,
  giftCalendarQuerySchema,
  giftCalendarSchema,
  redemptionRequestSchema,
  redemptionSchema,
  voucherCodeSchema,
  voucherViewSchema,
} from './api/redemption';
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
export type { Staff, StaffFunnel, StaffFunnelDay } from './api/staff';
export {
  STAFF_FUNNEL_MAX_DAYS,
  STAFF_SESSION_COOKIE,
  staffFunnelDaySchema,
  staffFunnelQuerySchema,
  staffFunnelSchema,
  staffSchema,
  staffSignInQuerySchema,
} from './api/staff';
export type { ApiErrorBody, ApiErrorCode, ApiIssue, UnbookableReason } from './apiErrors';
export { apiErrorCodes, apiErrorOf, unbookableReasons } from './apiErrors';
export type { AutoDiscount, AutoDiscountContext, AutomaticPromotion } from './autoDiscount';
export {
  autoDiscountPercent,
  autoDiscountToRemember,
  cardAutoDiscount,
  checkoutPromotionCode,
  isAutoDiscountRefused,
  isPromotionCurrent,
  takesAutoDiscount,
} from './autoDiscount';
export {
  cheapestDays,
  isBestPriceOfTheMonth,
  markBestPriceOfTheMonth,
  monthsFrom,
  shiftMonth,
} from './availability';
export type {
  TargetedBanner,
  TargetedBannerCta,
  TargetedBannerRaw,
  TargetedBannerSelection,
  TargetingContext,
} from './banners';
export {
  announcementBannersFor,
  announcementHrefs,
  LESS_THAN_TWO_HOURS_KM,
  MAX_BANNER_CTAS,
  targetedBannerCtas,
  targetedBannerMatches,
  targetedBannersFor,
  targetingOfCriteria,
  toTargetedBanner,
} from './banners';
export type {
  ActivityDateChoice,
  BookingAttempt,
  BookingDates,
  BookingFlow,
  BookingMainAction,
  BookingPriceInput,
  BookingPriceView,
  BookingProblem,
} from './booking';
export {
  activityIdOfDate,
  bookingMainAction,
  bookingPriceView,
  bookingProblem,
  chosenActivityDate,
  hasStayDates,
  missingActivityDates,
  showsCancellationChoice,
} from './booking';
export type {
  GiftcardProblem,
  PriceLine,
  PriceLineKind,
  PromotionProblem,
  SummaryActivityDay,
  SummaryContent,
  SummaryProgramItem,
} from './bookingSummary';
export {
  giftcardLines,
  giftcardProblem,
  priceLines,
  promotionProblem,
  showsRemaining,
  summaryGiftFormat,
  summaryProduct,
  summaryProgramItems,
} from './bookingSummary';
export type { BuyerErrors, BuyerField, BuyerIssue, BuyerValues } from './buyer';
export {
  BUYER_FIELD_MAX_LENGTH,
  buyerFieldIssue,
  buyerFields,
  buyerOf,
  firstInvalidBuyerField,
  isRequiredBuyerField,
  validateBuyer,
} from './buyer';
export type {
  AvailabilityMap,
  DateSelection,
  DayAvailability,
  DaySelectionContext,
  PossibleNights,
} from './calendar';
export {
  calendarHorizonEnd,
  displayedDayPrice,
  HORIZON_MONTHS,
  isDaySelectable,
  minimumStayLabel,
  NO_DATA_FALLBACK_DAYS,
  nightsBetween,
  SAME_DAY_CUTOFF_HOUR,
} from './calendar';
export type { CardField, PaymentCard } from './cardChecks';
export {
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  cardFieldIssue,
  cardFieldOfPath,
  cardFields,
  luhnValid,
  paymentCardOf,
  SANDBOX_CARDS,
} from './cardChecks';
export type {
  CancellationStatus,
  CardAction,
  CardCancellationPolicy,
  CardParts,
  CardPrice,
} from './cards';
export {
  activityCardPrice,
  activityWishlistItem,
  CARD_IMAGE_VIEWPORT_MARGIN_PX,
  cancellationStatus,
  cardAction,
  cardPrice,
  cardStressMessages,
  cardViewFor,
  cardViewParts,
  offerWishlistItem,
  otherOffersScope,
  splitHotelOffers,
} from './cards';
export type { CheckoutChoices, CheckoutProduct, CheckoutState } from './checkoutHash';
export {
  checkoutHash,
  checkoutItems,
  hasCancellationChoice,
  isGiftCheckout,
  NO_CHECKOUT_CHOICES,
  parseCheckoutHash,
  productBackHref,
  takesGiftcard,
} from './checkoutHash';
export type {
  CheckoutApiError,
  CheckoutField,
  CheckoutFieldErrors,
  CheckoutFormValues,
  CheckoutProblem,
  OrderFromForm,
  PostedForm,
} from './checkoutOrder';
export {
  checkoutFieldErrors,
  checkoutFieldOfIssue,
  checkoutFormValues,
  checkoutRefusal,
  checkoutStartProblem,
  firstInvalidCardField,
  orderRequestFromForm,
  paysByCard,
  postedCard,
} from './checkoutOrder';
export type { LogLevel } from './clientLogs';
export {
  CHECKOUT_ERROR_LOCATION,
  CLIENT_ERROR_LOCATION,
  clientErrorLog,
  LOG_MESSAGE_MAX,
  logLevels,
  logMessage,
} from './clientLogs';
export type { ConsentChoice } from './consent';
export { CONSENT_STORAGE_KEY, consentChoices, consentOf, maySend } from './consent';
export type { ContactField, ContactIssue, ContactPost, ContactReason, ContactValues } from './contactForm';
export {
  CONTACT_DESCRIPTION_MAX,
  CONTACT_ORG_ID,
  CONTACT_POST_FIELDS,
  CONTACT_REQUESTS,
  CONTACT_THANK_YOU,
  contactFieldIssue,
  contactFields,
  contactFieldsOf,
  contactLanguageCode,
  contactPostOf,
  contactReasons,
  validateContact,
} from './contactForm';
export type { SeoTextPreview } from './contentBlocks';
export {
  IDEAS_PAGE_SIZE,
  SEO_TEXT_PREVIEW_CHARS,
  seoTextPreview,
  TOP_RESULTS_DEFAULT_COUNT,
} from './contentBlocks';
export {
  articleHrefs,
  boxBlockHrefs,
  giftContentHrefs,
  navigationHrefs,
  promoBarHrefs,
  wishlistHrefs,
} from './contentHrefs';
export type {
  Clock,
  CriterionKey,
  CriterionValue,
  DestinationKey,
  GiftFormat,
  GiftUpsell,
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
  giftUpsells,
  isBookableCheckin,
  isSearchCriteria,
  normaliseCriteria,
  paxOf,
  setCriterion,
  stayNights,
  withDates,
} from './criteria';
export {
  CUSTOMER_CARE_PARAM,
  publicLinkOf,
  STAFF_SIGN_OUT_ACTION,
  staffSignInHref,
} from './customerCare';
export type { DateShortcut, DateShortcutName } from './dateShortcuts';
export {
  CAMPAIGN_DATE_SHORTCUTS,
  DATE_SHORTCUT_LOCALES,
  dateShortcuts,
  weekendShortcuts,
} from './dateShortcuts';
export {
  applyEmailSuggestion,
  EMAIL_PROVIDERS,
  editDistance,
  emailSuggestion,
} from './emailSuggestions';
export type { CardView, ItemCategory, PriceType } from './entities';
export { cardViews, itemCategories, priceTypes } from './entities';
export type { FallbackChange, FallbackStep, FallbackSubtitle } from './fallback';
export {
  FALLBACK_DISTANCE_MIN_KM,
  FALLBACK_PREVIEW_LIMIT,
  FALLBACK_RADIUS_KM,
  fallbackLadder,
} from './fallback';
export type {
  ActivityChoices,
  ActivityName,
  FacetChoice,
  FilterCountContext,
  FilterPanel,
  ListFacet,
  MultiChoiceKey,
  MultiChoiceValues,
  NamedChoice,
} from './filters';
export {
  activityChoices,
  areFiltersEqual,
  clearAllFilters,
  clearFilterPanel,
  distanceFilterBounds,
  distanceRange,
  FILTER_KEYS,
  facetChoices,
  filterBadgeCount,
  filterPanels,
  filterPanelsFor,
  filterResultCount,
  hasActivityChoices,
  hasDistanceLocation,
  isDistanceFilterActive,
  isFacetValueDisabled,
  isPriceFilterActive,
  PETS_FACILITY,
  panelFilterCount,
  SCORE_ALL,
  SCORE_FILTER_VALUES,
  STAR_FILTER_VALUES,
  scoreChoices,
  selectedScore,
  selectedValues,
  selectScore,
  starChoices,
  toggleActivity,
  toggleFilterValue,
  withDistanceRange,
  withPriceRange,
} from './filters';
export type { Flow, SortKey, VirtualFlow } from './flows';
export {
  firesGiftLandingTest,
  flows,
  GIFT_LANDING_TEST,
  homeFlowOf,
  isFlow,
  isSortKey,
  sortAfterFlowSwitch,
  sortKeys,
  sortOptionsFor,
  virtualFlow,
} from './flows';
export type { ContentPageId, FooterLink, FooterLinks, FooterPage, FooterShopLink } from './footer';
export {
  careersHref,
  contentPageIds,
  contentPageOfSlug,
  contentPageSlug,
  faqHref,
  footerLinks,
  footerPageHref,
} from './footer';
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
export type { GiftCard, GiftCardKind } from './giftBlock';
export { GIFT_BLOCK_PLACEHOLDERS, giftBlockColumns, giftCardKinds, giftCards } from './giftBlock';
export type { BoxPricing } from './giftBoxes';
export {
  BOX_OFFERS_PAGE_SIZE,
  boxCheckoutRoute,
  boxPricing,
  DIGITAL_BOX_SUFFIX,
  isDigitalBoxCode,
} from './giftBoxes';
export type { GiftCardAmountProblem } from './giftCard';
export {
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_PRESETS,
  GIFT_CARD_VALIDITY_MONTHS,
  giftCardAmountProblem,
  giftCardCheckoutRoute,
  parseGiftCardAmount,
  showsGiftCardBanner,
} from './giftCard';
export type { GiftMessage, GiftMessageField, GiftMessageIssue } from './giftMessage';
export {
  EMPTY_GIFT_MESSAGE,
  GIFT_LIMIT_NOTICE_MS,
  GIFT_MESSAGE_LIMITS,
  giftMessageIssue,
  giftMessageIssues,
  giftMessageOfForm,
  limitGiftMessageField,
  parseStoredGiftMessage,
} from './giftMessage';
export type { PriceBucket } from './giftPrice';
export {
  BUCKET_WEEKEND_SHARES,
  DEFAULT_PRICE_BUCKET,
  GIFT_PRICE_MONTHS,
  giftPriceOf,
  giftStayPrice,
  POPULAR_PRICE_BUCKET,
  priceBuckets,
  priceCovering,
  UPSELL_AVAILABILITY_BUCKET,
  upsellAmountOf,
} from './giftPrice';
export type { GiftCalendarMonth, GiftDayStatus, GiftSetup } from './giftSetup';
export {
  defaultGiftSetup,
  giftCalendarMonths,
  giftCalendarMonthsFrom,
  giftCheckoutHref,
  giftDayStatus,
  giftNightsOptions,
  giftSetupHash,
  giftSetupTotal,
  parseGiftSetupHash,
  withGiftNights,
} from './giftSetup';
export { formatCriteriaHash, parseCriteriaHash } from './hash';
export type {
  AccountRequest,
  AccountState,
  HeaderAccountEntry,
  HeaderGiftEntry,
  WishlistButtonVisibility,
} from './header';
export {
  ACCOUNT_REQUESTS,
  accountLinks,
  accountRequestHref,
  BACK_HASH_KEYS,
  checkoutBackHref,
  GIFT_BOX_SHOPS,
  GIFT_DRAWER_LOCALES,
  giftShopHref,
  headerAccountEntry,
  headerGiftEntry,
  isSearchPage,
  promoLinkHref,
  searchPageHref,
  wishlistButtonVisibility,
} from './header';
export {
  ECO_BLOCK_MIN_FACILITIES,
  PARKING_INFO_CODE,
  parkingFacilities,
  servicesCount,
  showsEcoBlock,
} from './hotelInfo';
export type { CancellationPolicyType, InsuranceRequestInput, InsuranceSelection } from './insurance';
export {
  cancellationPolicyType,
  INSURANCE_CASES_COVERED,
  INSURANCE_REFUND_HOURS,
  insuranceRequested,
  insuranceSelection,
  ownCancellationChoice,
} from './insurance';
export {
  addDays,
  addMonths,
  dayNumber,
  dayOfWeek,
  isIsoDate,
  isoDateOfDay,
  todayInTimeZone,
  utcTimeOfDay,
} from './isoDate';
export type { IssueCode } from './issues';
export { ISSUE_MESSAGES, issueCodeOf, issueCodes } from './issues';
export type { Countdown, LandingCriteria } from './landing';
export { isInCountdownWindow, LANDING_URL_KEYS, landingCriteria } from './landing';
export type { GeoBounds, MapView, MapViewInput, PinGroup, ScreenPin, SearchArea } from './map';
export {
  boundsCenter,
  boundsOfPoints,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  groupPins,
  initialMapView,
  MAP_ZOOM,
  MAX_SEARCH_AREA_RADIUS_KM,
  markerSize,
  PIN_GROUPS_MAX_ZOOM,
  PIN_SPACING,
  searchAreaOf,
  zoomForDestination,
} from './map';
export { CHAT_HOURS, isMessengerEnabled, MESSENGER_MESSAGE_MAX } from './messenger';
export {
  MINISITE_IDS,
  MINISITE_STAYS,
  minisiteCriteria,
  minisiteLocaleOtherThan,
  minisiteRoute,
  minisiteSearchParams,
  parseMinisiteId,
} from './minisites';
export type { NavigationLink, ThisWeekTheme } from './navigation';
export {
  isThemesEntry,
  MENU_COLUMNS_FROM,
  MENU_MAX_LEVELS,
  menuColumns,
  menuTree,
} from './navigation';
export type { NearbyHotel, NearbyHotelPrice } from './nearbyHotels';
export { NEARBY_HOTELS_PER_SCROLL, nearbyHotelPrice } from './nearbyHotels';
export type { NewsletterInvitePage, NewsletterMemory, NewsletterSource } from './newsletter';
export {
  invitesToNewsletter,
  NEWSLETTER_MODAL_DELAY_MS,
  NEWSLETTER_SUCCESS_CLOSE_MS,
  newsletterInvitePages,
  newsletterSources,
} from './newsletter';
export { STICKY_TABS_OBSERVER_THRESHOLD } from './observers';
export type {
  Breakfast,
  HotelRoom,
  OfferCancellationPolicy,
  PackageItem,
  PackageItemKind,
  PackageSummaryContent,
  ProgramItem,
  RoomOffer,
} from './offerContent';
export {
  ACTIVITY_SUMMARY_MAX_CHARS,
  cardCancellationPolicy,
  durationParts,
  hasProgram,
  offerListCardPrice,
  otherHotelOffers,
  packageSummaryItems,
  plainPackageItem,
  programItemSummary,
  programItems,
} from './offerContent';
export type { BuyerCountry, CancellationChoice, Civility, PaymentMethod } from './orderFields';
export {
  BUYER_EMAIL_PATTERN,
  BUYER_NAME_PATTERN,
  BUYER_PHONE_PATTERN,
  BUYER_TEXT_MAX,
  buyerCountries,
  cancellationChoices,
  civilities,
  GIFT_MESSAGE_MAX,
  GIFT_SENDER_MAX,
  POSTAL_CODE_MAX,
  PROMOTION_CODE_PATTERN,
  paymentMethods,
  promotionCodeOf,
  SPECIAL_REQUEST_MAX,
} from './orderFields';
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
export type {
  DeferralConditions,
  InstalmentCount,
  InstalmentPlan,
  OfferedPaymentMethod,
  PayLaterOptions,
  PayLaterType,
  PaymentChoice,
} from './payLater';
export {
  DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN,
  DEFERRED_PAYMENT_MIN_DAYS,
  daysUntilArrival,
  deferredPaymentDate,
  hasPayLaterOption,
  INSTALMENT_AMOUNT_RANGES,
  INSTALMENT_MIN_DAYS,
  instalmentAmounts,
  instalmentCounts,
  isDeferralOffered,
  isDeferredPaymentEligible,
  isInstalmentEligible,
  isPayLaterMarket,
  isWalletPayLaterAvailable,
  PAY_LATER_LOCALES,
  payLaterOptions,
  payLaterTypes,
  paymentChoices,
  WALLET_PAY_LATER_AMOUNT_RANGE,
  WALLET_PAY_LATER_LOCALES,
} from './payLater';
export type { PetPolicyInput, PetPolicyLine } from './pets';
export { DEFAULT_MAX_PETS, petPolicyLines } from './pets';
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
export type { BookingPriceStatus, Loaded, StayPriceInput } from './productPrice';
export { isDefaultPax, repricedOr, stayPriceStatus } from './productPrice';
export type { OrderProductType, ProductType } from './productTypes';
export { orderProductTypes, productTypes } from './productTypes';
export type { PromoBar, PromoBarLink, PromoBarPage } from './promoBar';
export { promoBarFor, promoBarPages } from './promoBar';
export type { RecentlyViewedItem, RecentlyViewedType } from './recentlyViewed';
export {
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  recentlyViewedTypes,
  withRecentlyViewed,
} from './recentlyViewed';
export type { RecentSearch } from './recentSearches';
export {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
} from './recentSearches';
export type {
  BoxStay,
  RedemptionField,
  RedemptionFieldErrors,
  RedemptionFormValues,
  RedemptionFromForm,
  RedemptionProblem,
  StarCount,
} from './redemptionForm';
export {
  boxStaysLimit,
  boxStaysOf,
  isStayVoucher,
  REDEMPTION_CALENDAR_MONTHS,
  redemptionCalendar,
  redemptionFormValues,
  redemptionMonths,
  redemptionRefusal,
  redemptionRequestFromForm,
  shownVoucherCode,
  supplementOf,
  voucherCodeIssue,
} from './redemptionForm';
export { redemptionReference } from './redemptionReference';
export { ANALYTICS_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES, URL_LIMIT_CHARS } from './requestLimits';
export type { ResultGridSections, ResultNoticeKind } from './resultGrid';
export {
  FIRST_ROW_SIZE,
  resultGridSections,
  resultNotice,
  SECOND_BLOCK_END,
  showsInlinePromoBlocks,
  withFlowQuery,
} from './resultGrid';
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
export type {
  ReviewsBrowseEvent,
  ReviewsBrowseState,
  ReviewsBrowseStatus,
  ReviewsLoader,
  ReviewsQuery,
  ReviewsSummary,
} from './reviewsBrowse';
export {
  browseReviews,
  canShowMoreReviews,
  DEFAULT_REVIEW_SORT,
  hasNoReviewsInLanguage,
  hasPositiveComment,
  mergeReviewPages,
  pendingReviewCount,
  REVIEW_HIGHLIGHTS_MAX,
  reviewHighlights,
  reviewLanguageOf,
  reviewsBrowseQuery,
  startReviewsBrowse,
} from './reviewsBrowse';
export type { RichText, RichTextLink, RichTextNode, RichTextRun } from './richText';
export { isSafeHref, parseRichText, richTextPlain } from './richText';
export type { Route, SearchPageQuery, SearchRouteOptions } from './routes';
export {
  accountRoutes,
  activityRoute,
  beneficiaryLoginRoute,
  checkoutRoute,
  cityIdOfSlug,
  cityRoute,
  confirmationRoute,
  contactRoute,
  contentPageRoute,
  flowInQuery,
  giftBoxRoute,
  giftCardRoute,
  giftsRoute,
  homeRoute,
  hotelRoute,
  ideasRoute,
  isAbsoluteUrl,
  landingRoute,
  marketHref,
  searchPageQuery,
  searchPath,
  searchRoute,
  staffFunnelRoute,
  stayRoute,
} from './routes';
export type { ScoreLabel, ScoreLabelOptions } from './score';
export { ratingOutOfTen, scoreLabel } from './score';
export type { DateEnforcement, NearbyDistance, SearchBoxFields, SearchModalTitle } from './searchBox';
export {
  ACTIVITY_DESTINATION_RADIUS_KM,
  activityParticipantsOf,
  applyNearby,
  DEFAULT_NEARBY_DISTANCE_KM,
  dateEnforcements,
  FAMILY_THEME_ID,
  GIFT_NIGHTS_CHOICES,
  NEARBY_DISTANCES_KM,
  nearbyDistanceOf,
  nearbyLocation,
  SEARCH_BAR_FROM,
  SEARCH_BOX_FIELDS,
  STICKY_SEARCH_BAR_SCROLL_PX,
  SUGGESTION_DEBOUNCE_MS,
  searchBoxCriteria,
  searchFormParams,
  showsFamilyMessage,
  submitNeedsDates,
  withActivityRadius,
} from './searchBox';
export type { FlowMemory, QueryValues } from './searchRequest';
export {
  activityParams,
  FALLBACK_MAX_BLOCKS,
  facetsParams,
  fallbackParams,
  flowMemoryOf,
  HOTEL_DRAWER_OFFERS,
  hotelOffersParams,
  mapParams,
  offersParams,
  parseFlowMemory,
  searchParams,
  shouldSearchFallbacks,
  switchFlow,
} from './searchRequest';
export type { SectionState, TabOffset } from './sectionTabs';
export {
  currentSection,
  HOTEL_PAGE_SECTIONS,
  HOTEL_PAGE_TAB_OFFSET,
  presentSections,
  STAY_PAGE_SECTIONS,
  STAY_PAGE_TAB_OFFSET,
  sectionObserverThreshold,
  sectionScrollTop,
  tabOffsetFor,
} from './sectionTabs';
export type { RequestSite } from './security';
export {
  API_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  isCrossSiteRequest,
  isHttpsRequest,
  PERMISSIONS_POLICY,
  visitorAddressOf,
} from './security';
export type { ServiceHours, ServicePhone } from './serviceNotice';
export { SERVICE_HOURS, servicePhoneFor, telHref } from './serviceNotice';
export type { NumberRange, PriceCriteria, SearchLocation, SliderBounds } from './slider';
export {
  criteriaToPriceRange,
  DISTANCE_SLIDER,
  distanceBounds,
  orderRange,
  PRICE_SLIDER,
  priceRangeToCriteria,
  priceSliderBounds,
  shouldSendDistance,
  toSliderValue,
} from './slider';
export type { LocalTaxRule, PackageContent, RoomCapacity, StayPrice } from './stay';
export {
  cancellationDeadline,
  localTaxTotal,
  lowestPriceOfStay,
  roomsNeeded,
  stayPrice,
  stayPriceOfRatesTotal,
} from './stay';
export type { StayState } from './stayHash';
export {
  checkoutHref,
  chooseActivityDate,
  EMPTY_STAY,
  hotelPageHref,
  nightsOf,
  parseStayHash,
  stayHash,
  withStayDates,
  withStayPax,
} from './stayHash';
export type { StressId, StressKind, StressMessage, StressOffer } from './stress';
export { MAX_STRESS_MESSAGES, ROOMS_LEFT_THRESHOLD, stressMessages } from './stress';
export type { SubElementChoice, SubElementSelection } from './subElements';
export {
  chooseSubElement,
  isSubElementChosen,
  MAX_SUB_ELEMENTS,
  NO_SUB_ELEMENTS,
  parseSubElementSelection,
  STANDARD_SUB_ELEMENT_CATEGORY,
  subElementHashEntries,
  subElementIdsOf,
  subElementOptions,
  subElementsTotal,
  toggleSubElement,
} from './subElements';
export type { ThemeIconKind } from './themeIcons';
export { themeIconKinds, themeIconOf } from './themeIcons';
export type { LocalTax, TouristTaxEstimate } from './touristTax';
export {
  localTaxRuleOf,
  TOURIST_TAX_DEFAULT_NIGHTS,
  TOURIST_TAX_DEFAULT_PARTICIPANTS,
  touristTaxEstimate,
} from './touristTax';
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
} from './travellers';
export type { UpsellStay } from './upsell';
export {
  addsActivities,
  priceDifference,
  showsUpsellExtras,
  UPSELL_NAVIGATION_DELAY_MS,
  upsellPriceDifference,
} from './upsell';
export type { RandomBytes } from './voucherCode';
export {
  generateVoucherCode,
  isValidVoucherCode,
  normaliseVoucherCode,
  VOUCHER_ALPHABET,
} from './voucherCode';
export { voucherCoverage, voucherSupplement } from './voucherCoverage';
export type { VoucherKind, VoucherStatus } from './voucherValidity';
export {
  VOUCHER_VALIDITY_MONTHS,
  voucherKinds,
  voucherStatuses,
  voucherValidUntil,
} from './voucherValidity';
export { isoWeek, pickOfTheWeek } from './week';
export type { WishlistItem, WishlistType } from './wishlist';
export {
  isInWishlist,
  parseWishlist,
  toggleWishlistItem,
  wishlistLists,
  wishlistTypes,
} from './wishlist';
