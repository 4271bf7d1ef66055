export type { TruncatedTextProps } from './TruncatedText';
export { TruncatedText } from './TruncatedText';
export type { Truncated } from './truncate';
export { TRUNCATE_DESKTOP, TRUNCATE_MOBILE, truncate } from './truncate';
