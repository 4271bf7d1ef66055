export type { AlertProps } from './Alert';
export { Alert } from './Alert';
export type { BadgeProps, BadgeTone, BadgeVariant } from './Badge';
export { Badge, badgeTones, badgeVariants } from './Badge';
export type { BoxProps } from './Box';
export { Box } from './Box';
export type { ButtonProps, ButtonTone, ButtonVariant } from './Button';
export { Button, buttonTones } from './Button';
export type { ButtonLinkProps } from './ButtonLink';
export { ButtonLink } from './ButtonLink';
export type { CarouselProps } from './Carousel';
export { Carousel } from './Carousel';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { ColumnsProps } from './Columns';
export { Columns } from './Columns';
export type {
  ComboBoxOption,
  ComboBoxPlaceholderProps,
  ComboBoxProps,
  ComboBoxSection,
} from './ComboBox';
export { ComboBox, ComboBoxPlaceholder } from './ComboBox';
export type { CountdownProps, CountdownTime } from './Countdown';
export { Countdown } from './Countdown';
export type { DeferredComponent, DeferredOptions } from './Deferred';
export { deferred, preloadDeferred } from './Deferred';
export type {
  DrawerCloseProps,
  DrawerContentProps,
  DrawerPlacement,
  DrawerProps,
  DrawerTriggerProps,
} from './Drawer';
export { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './Drawer';
export type { GalleryImage, GalleryProps } from './Gallery';
export { Gallery } from './Gallery';
export { useHydrated } from './hooks/useHydrated';
export { useBreakpoint, useMediaQuery, useReducedMotion } from './hooks/useMediaQuery';
export type { OutOfViewOptions } from './hooks/useOutOfView';
export { useOutOfView } from './hooks/useOutOfView';
export type { IconButtonProps } from './IconButton';
export { IconButton } from './IconButton';
export type { InlineProps } from './Inline';
export { Inline } from './Inline';
export type { UiStringsProviderProps } from './i18n/useUiStrings';
export { UiStringsProvider } from './i18n/useUiStrings';
export type { LightboxImage, LightboxProps } from './Lightbox';
export { Lightbox } from './Lightbox/lazyLightbox';
export type { LinkProps, LinkRouterProviderProps } from './Link';
export { Link, LinkRouterProvider, useRoutedLink } from './Link';
export type { ListBoxOption, ListBoxProps } from './ListBox';
export { ListBox } from './ListBox';
export type {
  ModalBodyProps,
  ModalCloseProps,
  ModalContentProps,
  ModalProps,
  ModalTriggerProps,
} from './Modal';
export { Modal, ModalBody, ModalClose, ModalContent, ModalTrigger } from './Modal';
export { useThemeRoot } from './Overlay';
export type { PaginationItem, PaginationModel, PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PaxStepperProps } from './PaxStepper';
export { PaxStepper } from './PaxStepper';
export type {
  PopoverCloseProps,
  PopoverContentProps,
  PopoverDismissReason,
  PopoverPlacement,
  PopoverProps,
  PopoverTriggerProps,
} from './Popover';
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
export type { PriceDigits, PriceProps } from './Price';
export { Price } from './Price';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { RadioGroup } from './RadioGroup';
export type {
  RangeCalendarDay,
  RangeCalendarProps,
  RangeCalendarValue,
  RangeSelection,
} from './RangeCalendar';
export { RangeCalendar } from './RangeCalendar';
export type { RangeSliderProps, RangeSliderValue, SliderValue } from './RangeSlider';
export { RangeSlider } from './RangeSlider';
export type { ResponsiveOverlayLayout, ResponsiveOverlayProps } from './ResponsiveOverlay';
export { ResponsiveOverlay } from './ResponsiveOverlay';
export type { ScoreBadgeProps } from './ScoreBadge';
export { ScoreBadge } from './ScoreBadge';
export type { SelectOption, SelectProps } from './Select';
export { Select } from './Select';
export type { SkeletonDimension, SkeletonGroupProps, SkeletonProps } from './Skeleton';
export { Skeleton, SkeletonGroup } from './Skeleton';
export type { SkipLinkProps } from './SkipLink';
export { SkipLink } from './SkipLink';
export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
export type { StackProps } from './Stack';
export { Stack } from './Stack';
export type { StarRatingProps } from './StarRating';
export { StarRating } from './StarRating';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { HeadingProps, TextProps } from './Text';
export { Heading, Text } from './Text';
export type { TextFieldProps, TextFieldStatus } from './TextField';
export { TextField } from './TextField';
export type { ThemeProp, ThemeProviderProps } from './ThemeProvider';
export { ThemeProvider, themeTokenStyle, useTheme } from './ThemeProvider';
export type { Truncated, TruncatedTextProps } from './TruncatedText';
export { TRUNCATE_DESKTOP, TRUNCATE_MOBILE, TruncatedText, truncate } from './TruncatedText';
export type { Tone } from './tones';
export { tones } from './tones';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
