/** A message of the primitives: `{name}` takes a value; a count's forms show it as `#`. */
export type UiMessage = string | { one: string; other: string };
export type UiStringValues = Record<string, string | number>;

// The few words of the primitives (labels of buttons, regions and states). English is built in; an
// app gives the catalog of its language (`UiStringsProvider`, from `@escale/ui/strings`), as data
// that travels with a server-rendered page, so a browser loads no other language's words. Every
// component that shows one also takes a prop to replace it.

export const uiStringsEn = {
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  previous: 'Previous',
  next: 'Next',
  slideOf: '{index} of {count}',
  goToSlide: 'Go to slide {index}',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  morePages: 'More pages',
  page: 'Page {page}',
  resultsRange: '{from} - {to} results of {total}',
  timeLeft: 'Time left',
  endsIn: 'Ends in {hours}:{minutes}:{seconds}',
  endsInDays: 'Ends in {days}d {hours}:{minutes}:{seconds}',
  chooseDates: 'Choose your dates',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  clear: 'Clear',
  validate: 'Validate',
  seeAllPictures: 'See all pictures',
  allPictures: 'All pictures',
  pictureOf: 'Picture {index} of {count}',
  reviewCount: { one: '# review', other: '# reviews' },
  new: 'New',
  scoreOutOfTen: '{score} out of 10',
  scoreOutOfTenWithLabel: '{score} out of 10, {label}',
  from: 'From',
  insteadOf: 'Instead of {price}',
  discount: '-{percent}%',
  bestPriceOfTheMonth: 'Best price of the month',
  minimum: 'Minimum',
  maximum: 'Maximum',
  seeMore: 'See more',
  seeLess: 'See less',
  removeOne: 'Remove one: {label}',
  addOne: 'Add one: {label}',
  mandatory: 'Mandatory field',
  optional: '(optional)',
  valid: 'Valid',
  characterCount: '{count}/{max} characters',
  skipToContent: 'Skip to content',
} satisfies Record<string, UiMessage>;

export type UiStringKey = keyof typeof uiStringsEn;
export type UiCatalog = Record<UiStringKey, UiMessage>;

/** A locale's plural rules and number format, made once: a page formats many counts. */
const countFormats = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();
function countFormatOf(locale: string) {
  let format = countFormats.get(locale);
  if (!format) {
    format = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
    countFormats.set(locale, format);
  }
  return format;
}

/** A message with its values, `#` being the count in the locale's digits. */
export function formatUiMessage(message: UiMessage, values: UiStringValues, locale: string): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(values.count);
    const format = countFormatOf(locale);
    text = format.plural.select(count) === 'one' ? message.one : message.other;
    text = text.replace('#', format.number.format(count));
  }
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
