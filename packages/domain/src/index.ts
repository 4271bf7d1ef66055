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
export { formatCriteriaHash, parseCriteriaHash } from './hash';
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
export type { LocalTaxRule, PackageContent, RoomCapacity, StayPrice } from './stay';
export { cancellationDeadline, localTaxTotal, roomsNeeded, stayPrice } from './stay';
