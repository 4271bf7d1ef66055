import type {
  Buyer,
  CancellationChoice,
  GiftFormat,
  Order,
  OrderProductType,
  OrderStatus,
  PaymentMethod,
  PriceBreakdown,
  VoucherKind,
  VoucherStatus,
  WishlistItem,
} from '@escale/domain';
import type { ColumnType, Generated } from 'kysely';

/** Copy in the four catalog languages. */
export type Localized<T = string> = { fr: T; es: T; it: T; nl: T };

/** `numeric` columns are read as numbers (see the type parsers in database.ts). */
type Numeric = ColumnType<number, number, number>;
/** `date` columns are read as `YYYY-MM-DD` strings (see the type parsers in database.ts). */
type DateColumn = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export type DestinationKind =
  | 'country'
  | 'region'
  | 'department'
  | 'city'
  | 'touristicregion'
  | 'searesort'
  | 'skiresort'
  | 'poi';
export type CountryCode = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

export interface MetaTable {
  key: string;
  value: Json<unknown>;
}

export interface DestinationsTable {
  id: string;
  kind: DestinationKind;
  country: CountryCode;
  pos: CountryCode;
  parent_id: string | null;
  region_id: string | null;
  department_id: string | null;
  names: Json<Localized>;
  lat: number;
  lng: number;
  distance_min: ColumnType<number, number | undefined, number>;
  distance_max: ColumnType<number, number | undefined, number>;
  population: ColumnType<number, number | undefined, number>;
}

export interface ThemesTable {
  id: number;
  icon: string;
  names: Json<Localized>;
}

export interface FacilitiesTable {
  code: string;
  kind: 'facility' | 'eco';
  names: Json<Localized>;
}

export interface LocalTaxesTable {
  city_id: string;
  type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';
  amount: number | null;
  percentage: Numeric | null;
  to_be_paid_at_hotel: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HotelsTable {
  id: number;
  label: string;
  stars: number;
  city_id: string;
  department_id: string | null;
  region_id: string | null;
  country_id: string;
  touristic_region_id: string | null;
  sea_resort_id: string | null;
  ski_resort_id: string | null;
  poi_ids: ColumnType<string[], string[] | undefined, string[]>;
  address: string;
  zip_code: string;
  lat: number;
  lng: number;
  description: Json<Localized>;
  facilities: ColumnType<string[], string[] | undefined, string[]>;
  eco_facilities: ColumnType<string[], string[] | undefined, string[]>;
  highlighted_facilities: ColumnType<string[], string[] | undefined, string[]>;
  /** [{ code: 'parking', facilities: ['…'] }] with facility codes. */
  info_general: Json<Array<{ code: string; facilities: string[] }>>;
  pets_allowed: ColumnType<boolean, boolean | undefined, boolean>;
  pets_price: number | null;
  pets_max_weight: number | null;
  pets_max_number: ColumnType<number, number | undefined, number>;
  checkin_from: string;
  checkout_until: string;
  breakfast_hours: string | null;
  important_infos: Json<Localized<string[]>>;
  image_count: number;
  review_score: Numeric | null;
  review_count: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  types: ColumnType<string[], string[] | undefined, string[]>;
  environments: ColumnType<string[], string[] | undefined, string[]>;
  styles: ColumnType<string[], string[] | undefined, string[]>;
}

export type RoomType = 'double' | 'twin' | 'family' | 'suite' | 'single';

export interface RoomsTable {
  id: string;
  hotel_id: number;
  type: RoomType;
  names: Json<Localized>;
  descriptions: Json<Localized>;
  size_m2: number;
  capacity: number;
  max_capacity: number;
  bedding: Json<Localized>;
  highlights: Json<Localized<string[]>>;
  image_count: number;
}

export interface RatePlansTable {
  id: Generated<number>;
  room_id: string;
  valid_from: DateColumn;
  valid_to: DateColumn;
  price_weekday: number;
  price_friday: number;
  price_saturday: number;
  min_los_weekday: ColumnType<number, number | undefined, number>;
  min_los_weekend: ColumnType<number, number | undefined, number>;
}

export interface AllotmentsTable {
  room_id: string;
  night: DateColumn;
  total: number;
  reserved: ColumnType<number, number | undefined, number>;
}

export interface RoomNightReservationsTable {
  id: Generated<number>;
  room_id: string;
  night: DateColumn;
  quantity: number;
  order_id: string | null;
  created_at: Generated<Date>;
}

export interface ActivityTagsTable {
  id: number;
  group_code: string;
  names: Json<Localized>;
}

export interface ActivitiesTable {
  id: number;
  hotel_id: number;
  kind: 'activity' | 'dinner' | 'breakfast';
  tag_id: number | null;
  titles: Json<Localized>;
  /** { fr: { detailList: [], whyList: [], mustKnowList: [], how: '' }, … } */
  details: Json<Localized<ActivityDetails>>;
  duration_minutes: number | null;
  schedules: Json<string[]>;
  location: string | null;
  single_day: ColumnType<boolean, boolean | undefined, boolean>;
  repeated: ColumnType<boolean, boolean | undefined, boolean>;
  display_pax: ColumnType<boolean, boolean | undefined, boolean>;
  image_count: ColumnType<number, number | undefined, number>;
}

export interface ActivityDetails {
  detailList: string[];
  whyList: string[];
  mustKnowList: string[];
  how: string;
}

export interface OffersTable {
  id: number;
  hotel_id: number;
  room_id: string;
  hotel_only: ColumnType<boolean, boolean | undefined, boolean>;
  labels: Json<Localized>;
  headwords: Json<Localized<string[]>>;
  marketing_labels: Json<Partial<Localized<string[]>>>;
  top_theme: number | null;
  themes: ColumnType<number[], number[] | undefined, number[]>;
  nights_min: number;
  nights_max: number;
  breakfast_included: ColumnType<boolean, boolean | undefined, boolean>;
  /** Per person per night, cents. */
  breakfast_price: ColumnType<number, number | undefined, number>;
  dinners: ColumnType<number, number | undefined, number>;
  /** Per person per dinner, cents. */
  dinner_price: ColumnType<number, number | undefined, number>;
  activity_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Per person for the whole package, cents. */
  activity_price: ColumnType<number, number | undefined, number>;
  discount_pct: ColumnType<number, number | undefined, number>;
  giftable: ColumnType<boolean, boolean | undefined, boolean>;
  cancellable: ColumnType<boolean, boolean | undefined, boolean>;
  cancellation_days: ColumnType<number, number | undefined, number>;
  popularity: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A room's lowest nightly rate of a day, for the lowest price of the previous 30 days (EU rules). */
export interface RoomRateHistoryTable {
  room_id: string;
  day: DateColumn;
  nightly_rate: number;
}

export interface ActivityVouchersTable {
  id: number;
  activity_id: number;
  hotel_id: number;
  labels: Json<Localized>;
  descriptions: Json<Localized>;
  /** [{ adults: 1, sellPrice, barPrice }, { adults: 2, … }] in cents. */
  prices: Json<Array<{ adults: number; sellPrice: number; barPrice: number }>>;
  themes: ColumnType<number[], number[] | undefined, number[]>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  image_count: ColumnType<number, number | undefined, number>;
}

export interface ReviewsTable {
  id: number;
  hotel_id: number;
  locale: 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL';
  customer: string;
  stay_type: string;
  stayed_on: DateColumn;
  average: Numeric;
  positive: string | null;
  negative: string | null;
  welcoming: Numeric;
  comfort: Numeric;
  cleanliness: Numeric;
  food: Numeric;
  localization: Numeric;
  price_quality_ratio: Numeric;
}

export interface GiftBoxesTable {
  id: number;
  /** Ends with EBOX for the digital format. */
  code: string;
  /** The two formats of one box share it. */
  family: string;
  format: GiftFormat;
  slugs: Json<Localized>;
  titles: Json<Localized>;
  descriptions: Json<Localized>;
  /** One line per item, per language. */
  included_content: Json<Localized<string[]>>;
  themes: ColumnType<number[], number[] | undefined, number[]>;
  /** Countries of the hotels accepting it; all when empty. */
  countries: ColumnType<CountryCode[], CountryCode[] | undefined, CountryCode[]>;
  nights: number;
  people: ColumnType<number, number | undefined, number>;
  /** The price paid, cents. */
  value: number;
  /** The reference price of a promotion, cents. */
  reference_price: number | null;
  validity_months: number;
  /** Out of 10; null without ratings. */
  rating: Numeric | null;
  rating_count: ColumnType<number, number | undefined, number>;
  image_count: number;
  locales: string[];
  position: number;
}

export interface ShippingCostsTable {
  locale: string;
  /** The market's own country (ISO 3166-1 alpha-2). */
  country: string;
  /** Cents the physical format adds. */
  amount: number;
  /** Cents added for a delivery outside the country. */
  international_fee: number;
  delivery_days_min: number;
  delivery_days_max: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CustomSubElementCategoriesTable {
  id: number;
  names: Json<Localized>;
  descriptions: Json<Localized>;
  single_selection: boolean;
  position: number;
}

export interface CustomSubElementsTable {
  id: number;
  category_id: number;
  names: Json<Localized>;
  recommended: ColumnType<boolean, boolean | undefined, boolean>;
  /** Cents. */
  price: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  locale: string;
  source: 'footer' | 'acquisitionModal';
  created_at: Generated<Date>;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  booking_id: string;
  contact_reason: string;
  description: string;
  email: string;
  name: string;
  phone: string;
  request_type: string;
  request_subtype: string;
  org_id: string;
  status: string;
  type: string;
  subtype: string;
  language: string;
  country: string;
  ret_url: string;
  bot_check: 'proofOfWork' | 'formDelay' | 'staff';
  created_at: Generated<Date>;
}

export interface BotCheckUsesTable {
  id: string;
  used_at: Generated<Date>;
}

export interface MessengerMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  app_id: string;
  locale: string;
  author: 'visitor' | 'escale';
  text: string;
  created_at: Generated<Date>;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  pos: string;
  client_id: string;
  session_id: string;
  is_logged_in: boolean;
  name: string;
  params: unknown;
  at: Date;
  received_at: Generated<Date>;
}

export interface StaffSignInsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  created_at: Date;
}

export interface StaffSessionsTable {
  token_hash: string;
  subject: string;
  email: string;
  name: string;
  created_at: Date;
  expires_at: Date;
}

/** A partner minisite (002 §3 Partner minisite entry; migration 0018). */
export interface MinisitesTable {
  id: number;
  url: string;
  partner_name: string | null;
  locale: string;
  banner_desktop_url: string;
  banner_mobile_url: string;
  logo_url: string | null;
  footer: string | null;
  theme: Json<unknown>;
  selection: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface RateLimitHitsTable {
  bucket: string;
  client: string;
  at: Date;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface DB {
  meta: MetaTable;
  destinations: DestinationsTable;
  themes: ThemesTable;
  facilities: FacilitiesTable;
  local_taxes: LocalTaxesTable;
  hotels: HotelsTable;
  rooms: RoomsTable;
  rate_plans: RatePlansTable;
  allotments: AllotmentsTable;
  room_night_reservations: RoomNightReservationsTable;
  activity_tags: ActivityTagsTable;
  activities: ActivitiesTable;
  offers: OffersTable;
  room_rate_history: RoomRateHistoryTable;
  activity_vouchers: ActivityVouchersTable;
  reviews: ReviewsTable;
  gift_boxes: GiftBoxesTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  promotion_codes: PromotionCodesTable;
  vouchers: VouchersTable;
  gift_card_uses: GiftCardUsesTable;
  outbox: OutboxTable;
  shipping_costs: ShippingCostsTable;
  custom_sub_element_categories: CustomSubElementCategoriesTable;
  custom_sub_elements: CustomSubElementsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_requests: ContactRequestsTable;
  bot_check_uses: BotCheckUsesTable;
  server_secrets: ServerSecretsTable;
  analytics_events: AnalyticsEventsTable;
  minisites: MinisitesTable;
  messenger_messages: MessengerMessagesTable;
  rate_limit_hits: RateLimitHitsTable;
  staff_sign_ins: StaffSignInsTable;
  staff_sessions: StaffSessionsTable;
  redemptions: RedemptionsTable;
  voucher_login_failures: VoucherLoginFailuresTable;
  customers: CustomersTable;
  customer_signin_links: CustomerSigninLinksTable;
  customer_sessions: CustomerSessionsTable;
  customer_wishlist_items: CustomerWishlistItemsTable;
}

export interface RedemptionsTable {
  id: string;
  voucher_code: string;
  offer_id: number;
  checkin: DateColumn;
  checkout: DateColumn;
  beneficiary: Json<Buyer>;
  stay_amount: number;
  voucher_amount: number;
  supplement: number;
  payment_intent_id: string | null;
  created_at: Generated<Date>;
}

export interface VoucherLoginFailuresTable {
  id: Generated<number>;
  client: string;
  failed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OrdersTable {
  id: string;
  reference: Generated<string>;
  status: OrderStatus;
  locale: string;
  product_type: OrderProductType;
  /** The stay's offer; null for a box or a gift card. */
  offer_id: number | null;
  box_code: string | null;
  /** A gift card's amount, cents. */
  gift_card_amount: number | null;
  /** The activity-only voucher of an activity order. */
  activity_voucher_id: ColumnType<number | null, number | null | undefined, number | null>;
  checkin: DateColumn | null;
  checkout: DateColumn | null;
  adults: number;
  children: number;
  babies: number;
  activity_days: Json<{ activityId: number; date: string }[]>;
  /** Every gift's format and message; a single voucher's nights, a physical box's extras. */
  gift: Json<OrderGift> | null;
  special_request: string | null;
  minisite_id: number | null;
  buyer: Json<Buyer>;
  insurance_choice: CancellationChoice;
  promotion_code: string | null;
  amounts: Json<PriceBreakdown>;
  total_amount: number;
  /** GIFTCARD when gift cards paid it all. */
  payment_method: PaymentMethod | 'GIFTCARD';
  /** null when gift cards paid it all. */
  payment_intent_id: string | null;
  card_last4: string | null;
  amount_paid: number;
  schedule: ColumnType<Schedule, string | Schedule | undefined, string | Schedule>;
  summary: Json<Order['summary']>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

type Schedule = { dueDate: string; amount: number }[];

export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  state: 'IN_FLIGHT' | 'DONE';
  status_code: number | null;
  response: Json<unknown> | null;
  created_at: Generated<Date>;
}

export interface PromotionCodesTable {
  code: string;
  percent: number | null;
  amount: number | null;
  min_order: ColumnType<number, number | undefined, number>;
  valid_from: DateColumn;
  valid_to: DateColumn;
  gifts: ColumnType<boolean, boolean | undefined, boolean>;
  /** The automatic extra discount's code (S-159): booking cards offer it; one row at most. */
  automatic: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The gift part of an order: what its item says beside its product. */
export interface OrderGift {
  format: GiftFormat;
  fromName: string | null;
  message: string | null;
  nights?: number;
  subElementIds?: number[];
}

export interface VouchersTable {
  code: string;
  order_id: string;
  item: ColumnType<number, number | undefined, number>;
  kind: VoucherKind;
  offer_id: number | null;
  box_code: ColumnType<string | null, string | null | undefined, string | null>;
  activity_voucher_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** null for a gift card and an activity voucher. */
  nights: number | null;
  adults: ColumnType<number, number | undefined, number>;
  value: number;
  format: GiftFormat;
  from_name: string | null;
  message: string | null;
  valid_until: DateColumn;
  status: ColumnType<VoucherStatus, VoucherStatus | undefined, VoucherStatus>;
  created_at: Generated<Date>;
}

/** What an order took from a gift card (its voucher). */
export interface GiftCardUsesTable {
  order_id: string;
  voucher_code: string;
  amount: number;
  created_at: Generated<Date>;
}

/** A mail's rendered bodies; the PDFs of `voucherCodes` are attached when it is sent. */
export interface OutboxPayload {
  text: string;
  html: string;
  voucherCodes: string[];
}

/** A mail tells an order, a redemption or a sign-in link: exactly one of them. */
export interface OutboxTable {
  id: Generated<number>;
  order_id: string | null;
  redemption_id: string | null;
  signin_link_id: ColumnType<string | null, string | null | undefined, string | null>;
  kind: string;
  recipient: string;
  subject: string;
  payload: Json<OutboxPayload>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  claimed_until: Date | null;
  sent_at: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
}

/** A customer: an e-mail address and the names they gave (S-349). */
export interface CustomersTable {
  id: string;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A mailed sign-in link: only the hash of its token is kept; used once, before `expires_at`. */
export interface CustomerSigninLinksTable {
  id: string;
  token_hash: string;
  email: string;
  locale: string;
  origin: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A signed-in browser: the hash of its cookie's secret; ended by signing out. */
export interface CustomerSessionsTable {
  id: string;
  token_hash: string;
  customer_id: string;
  expires_at: Date;
  ended_at: Date | null;
  created_at: Generated<Date>;
}

/** An item of a customer's wishlist (G-49), as the card showed it. */
export interface CustomerWishlistItemsTable {
  customer_id: string;
  type: 'STAY' | 'ACTIVITY';
  item_id: string;
  item: Json<WishlistItem>;
  added_at: Generated<Date>;
}
