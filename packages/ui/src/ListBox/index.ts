export type { ListBoxOption, ListBoxProps } from './ListBox';
export { ListBox } from './ListBox';
