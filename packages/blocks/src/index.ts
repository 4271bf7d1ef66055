export type {
  AccountHomeProps,
  AccountNavProps,
  AccountPage,
  ProfileFormProps,
  SignInConfirmProps,
  SignInFormProps,
  SignInLinkProblem,
  TripListProps,
} from './Account';
export { AccountHome, AccountNav, ProfileForm, SignInConfirm, SignInForm, TripList } from './Account';
export type { ActionBarProps } from './ActionBar';
export { ActionBar } from './ActionBar';
export type { ActivityCardProps } from './ActivityCard';
export { ActivityCard, ActivityCardSkeleton } from './ActivityCard';
export type {
  ActivityDetailsProps,
  ActivityHeaderProps,
  ActivityPurchaseModalProps,
  ActivityPurchasePanelProps,
} from './ActivityProduct';
export {
  ActivityDetails,
  ActivityHeader,
  ActivityPurchaseModal,
  ActivityPurchasePanel,
} from './ActivityProduct';
export type { ActivitySearchFormProps } from './ActivitySearchForm';
export { ActivitySearchForm } from './ActivitySearchForm';
export type { AnnouncementBannerProps } from './AnnouncementBanner';
export { AnnouncementBanner } from './AnnouncementBanner';
export type { ArticleListProps } from './ArticleList';
export { ArticleList } from './ArticleList';
export type { BelgianSplashCopy, BelgianSplashProps } from './BelgianSplash';
export { BelgianSplash } from './BelgianSplash';
export type {
  BookingDatesProps,
  BookingPanelHandle,
  BookingPanelPrice,
  BookingPanelProps,
  BookingStay,
  StickyBookingBarProps,
} from './BookingPanel';
export { BookingDates, BookingPanel, StickyBookingBar } from './BookingPanel';
export type { BookingSummaryProps, BookingSummarySkeletonProps } from './BookingSummary';
export { BookingSummary, BookingSummarySkeleton } from './BookingSummary';
export type { BoxBlockProps } from './BoxBlock';
export { BoxBlock } from './BoxBlock';
export type { BoxCardProps } from './BoxCard';
export { BoxCard } from './BoxCard';
export type { BoxFormatDrawerProps } from './BoxFormatDrawer';
export { BoxFormatDrawer } from './BoxFormatDrawer';
export type { BoxListingProps } from './BoxListing';
export { BoxListing } from './BoxListing';
export type { BoxOffersProps } from './BoxOffers';
export { BoxOffers } from './BoxOffers';
export type { BoxOverviewProps } from './BoxOverview';
export { BoxOverview } from './BoxOverview';
export type { BreadcrumbItem, BreadcrumbProps } from './Breadcrumb';
export { Breadcrumb } from './Breadcrumb';
export type { BuyerFormProps } from './BuyerForm';
export { BuyerForm } from './BuyerForm';
export type { CancellationInfoProps, CancellationPolicyInput } from './CancellationInfo';
export { CancellationInfo } from './CancellationInfo';
export type { CancellationModalProps } from './CancellationModal';
export { CancellationModal } from './CancellationModal';
export type { CardGalleryProps, CardImageProps, CardImageSource } from './CardGallery';
export { CardGallery, CardImage } from './CardGallery';
export type {
  CheckoutAttempt,
  CheckoutFormProps,
  CheckoutFormSkeletonProps,
  CheckoutUnavailableProps,
} from './CheckoutForm';
export { CheckoutForm, CheckoutFormSkeleton, CheckoutUnavailable } from './CheckoutForm';
export type { ConfirmationProps } from './Confirmation';
export { Confirmation } from './Confirmation';
export type { ConsentBannerProps } from './ConsentBanner';
export { ConsentBanner } from './ConsentBanner';
export type { ContactFormProps, ContactFormStatus } from './ContactForm';
export { ContactForm } from './ContactForm';
export type { ContentPageProps } from './ContentPage';
export { ContentPage } from './ContentPage';
export type { CrashViewProps } from './CrashView';
export { CrashView } from './CrashView';
export type { CustomerCarePanelProps } from './CustomerCarePanel';
export { CustomerCarePanel } from './CustomerCarePanel';
export type { DatesFieldProps } from './DatesField';
export { DatesField } from './DatesField';
export type { DestinationFieldProps } from './DestinationField';
export { DestinationField } from './DestinationField';
export type { EmailSuggestionProps } from './EmailSuggestion';
export { EmailSuggestion } from './EmailSuggestion';
export type { ExpiredOfferNotFoundProps, ExpiredOfferProductProps, ExpiredOfferProps } from './ExpiredOffer';
export { ExpiredOffer } from './ExpiredOffer';
export type { FallbackBlock, FallbackBlocksProps } from './FallbackBlocks';
export { FallbackBlocks } from './FallbackBlocks';
export type { FilterBarProps } from './FilterBar';
export { FilterBar } from './FilterBar';
export type { FiltersModalProps } from './FiltersModal';
export { FiltersModal } from './FiltersModal';
export type { FlowTabsProps } from './FlowTabs';
export { FlowTabs } from './FlowTabs';
export type { FooterProps } from './Footer';
export { Footer } from './Footer';
export type { GiftBlockProps, GiftCardLinkProps } from './GiftBlock';
export { GiftBlock, GiftCardLink } from './GiftBlock';
export type { GiftCalendarProps } from './GiftCalendar';
export { GiftCalendar } from './GiftCalendar';
export type {
  GiftCardAmountChoice,
  GiftCardCustomizationProps,
} from './GiftCardCustomization';
export { GiftCardCustomization } from './GiftCardCustomization';
export type { GiftDrawerProps } from './GiftDrawer';
export { GiftDrawer } from './GiftDrawer';
export type { GiftFormatChoiceProps, GiftFormatProduct, GiftShipping } from './GiftFormatChoice';
export { GiftFormatChoice, SHIPPING_LOADING_TAG } from './GiftFormatChoice';
export type { GiftMessageFormProps } from './GiftMessageForm';
export { GiftMessageForm } from './GiftMessageForm';
export type { GiftSetupProps } from './GiftSetup';
export { GiftSetup } from './GiftSetup';
export type { CheckoutHeaderProps, HeaderProps, SiteHeaderProps } from './Header';
export { Header } from './Header';
export type { HotelCardProps } from './HotelCard';
export { HotelCard } from './HotelCard';
export type { HotelInfoProps } from './HotelInfo';
export { HotelInfo } from './HotelInfo';
export type { HotelOffersDrawerProps } from './HotelOffersDrawer';
export { HotelOffersDrawer } from './HotelOffersDrawer';
export type { HotelSummaryProps } from './HotelSummary';
export { HotelSummary } from './HotelSummary';
export type { IdeasPageProps } from './IdeasPage';
export { IdeasPage } from './IdeasPage';
export type { InsuranceChoiceProps, InsuranceChoiceValue } from './InsuranceChoice';
export { InsuranceChoice } from './InsuranceChoice';
export type { JumbotronProps } from './Jumbotron';
export { Jumbotron } from './Jumbotron';
export { JumbotronPromo, LandingTopBar, PromoCards, UspList } from './LandingBlocks';
export type { MapModalProps, MapTiles } from './MapModal';
export { MapModal } from './MapModal';
export type { MenuProps } from './Menu';
export { Menu } from './Menu';
export type { MessengerPanelProps } from './Messenger';
export { MessengerPanel } from './Messenger';
export type { NearbyFieldProps } from './NearbyField';
export { NearbyField } from './NearbyField';
export type { NearbyHotelsProps } from './NearbyHotels';
export { NearbyHotels } from './NearbyHotels';
export type { NewsletterModalProps, NewsletterSignupProps } from './Newsletter';
export { NewsletterModal, NewsletterSignup } from './Newsletter';
export type { NoOffersProps } from './NoOffers';
export { NoOffers } from './NoOffers';
export type { NotFoundProps } from './NotFound';
export { NotFound } from './NotFound';
export type { OfferCardProps, OfferCardSkeletonProps } from './OfferCard';
export { OfferCard, OfferCardSkeleton } from './OfferCard';
export type { OfferDetailProps } from './OfferDetail';
export { OfferDetail } from './OfferDetail';
export type { OtherOffersCarouselProps } from './OtherOffersCarousel';
export { OtherOffersCarousel } from './OtherOffersCarousel';
export type { PackageSummaryProps } from './PackageSummary';
export { PackageSummary } from './PackageSummary';
export type { PartnerBannerProps, PartnerConditionsProps, PartnerStaysProps } from './PartnerMinisite';
export { PartnerBanner, PartnerConditions, PartnerStays } from './PartnerMinisite';
export type { PayLaterInfoProps } from './PayLaterInfo';
export { PayLaterInfo } from './PayLaterInfo';
export type { PaymentOptionsField, PaymentOptionsProps } from './PaymentOptions';
export { PaymentOptions } from './PaymentOptions';
export type {
  ActivitySchedule,
  PracticalCancellation,
  PracticalHotel,
  PracticalInfoProps,
  PracticalModal,
  PracticalRoom,
} from './PracticalInfo';
export { PracticalInfo } from './PracticalInfo';
export type { ProductGalleryProps } from './ProductGallery';
export { ProductGallery } from './ProductGallery';
export type { ProgramDetailModalProps, ProgramProps } from './Program';
export { Program, ProgramDetailModal } from './Program';
export type { PromoBarProps } from './PromoBar';
export { PromoBar } from './PromoBar';
export type { RecentlyViewedProps } from './RecentlyViewed';
export { RecentlyViewed } from './RecentlyViewed';
export type {
  RedemptionDoneProps,
  RedemptionFormProps,
  StayChoiceProps,
  VoucherCodeFormProps,
  VoucherElsewhereProps,
} from './Redemption';
export {
  RedemptionDone,
  RedemptionForm,
  StayChoice,
  VoucherCodeForm,
  VoucherElsewhere,
} from './Redemption';
export type { ResultGridProps } from './ResultGrid';
export { ResultGrid } from './ResultGrid';
export type { ResultHeaderProps } from './ResultHeader';
export { ResultHeader } from './ResultHeader';
export type { ResultNoticeProps } from './ResultNotice';
export { ResultNotice } from './ResultNotice';
export type { ReviewScoreProps } from './ReviewScore';
export { ReviewScore } from './ReviewScore';
export type { ReviewsBlockProps } from './ReviewsBlock';
export { ReviewsBlock } from './ReviewsBlock';
export type { ReviewsModalProps } from './ReviewsModal';
export { ReviewsModal } from './ReviewsModal';
export type { RoomCardProps } from './RoomCard';
export { RoomCard } from './RoomCard';
export type { SearchBoxProps } from './SearchBox';
export { SearchBox } from './SearchBox';
export type { SearchHeaderProps } from './SearchHeader';
export { SearchHeader } from './SearchHeader';
export type { SearchPaginationProps } from './SearchPagination';
export { SearchPagination } from './SearchPagination';
export type { SeoTextLink, SeoTextProps } from './SeoText';
export { SeoText } from './SeoText';
export { ServiceNotice } from './ServiceNotice';
export type { SortMenuProps } from './SortMenu';
export { SortMenu } from './SortMenu';
export type { StaffFunnelProps } from './StaffFunnel';
export { StaffFunnel } from './StaffFunnel';
export type { StayRoomProps } from './StayRoom';
export { StayRoom } from './StayRoom';
export type { StickyTabsProps, StickyTabsSection } from './StickyTabs';
export { StickyTabs } from './StickyTabs';
export type { TargetedBannerProps } from './TargetedBanner';
export { TargetedBanner } from './TargetedBanner';
export type { ThemeFieldProps, ThemeIconProps } from './ThemeField';
export { ThemeField, ThemeIcon } from './ThemeField';
export type { TopBarProps } from './TopBar';
export { TopBar } from './TopBar';
export type { TopResultsProps } from './TopResults';
export { TopResults } from './TopResults';
export type { LocalTaxNoteProps, TouristTaxModalProps } from './TouristTaxModal';
export { LocalTaxNote, TouristTaxModal } from './TouristTaxModal';
export type { TravellersFieldProps, TravellersPickerProps } from './TravellersField';
export { TravellersField, TravellersPicker } from './TravellersField';
export type { UpsellExtrasProps } from './UpsellExtras';
export { UpsellExtras } from './UpsellExtras';
export type { WalletCheckoutProps, WalletCheckoutState } from './WalletCheckout';
export { WalletCheckout, walletTrigger } from './WalletCheckout';
export type { WishlistDrawerProps } from './WishlistDrawer';
export { WishlistDrawer, WishlistList } from './WishlistDrawer';
