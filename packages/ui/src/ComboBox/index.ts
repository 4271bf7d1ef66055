export type { ComboBoxOption, ComboBoxProps, ComboBoxSection } from './ComboBox';
export { ComboBox } from './ComboBox';
export type { ComboBoxPlaceholderProps } from './ComboBoxPlaceholder';
export { ComboBoxPlaceholder } from './ComboBoxPlaceholder';
