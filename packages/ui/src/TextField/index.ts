export type { TextFieldProps, TextFieldStatus } from './TextField';
export { TextField } from './TextField';
