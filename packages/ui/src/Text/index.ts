export type { HeadingProps, TextProps } from './Text';
export { Heading, Text } from './Text';
