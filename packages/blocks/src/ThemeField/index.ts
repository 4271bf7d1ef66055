export type { ThemeFieldProps } from './ThemeField';
export { ThemeField } from './ThemeField';
export type { ThemeIconProps } from './ThemeIcon';
export { ThemeIcon } from './ThemeIcon';
