export type { DestinationFieldProps } from './DestinationField';
export { DestinationField } from './DestinationField';
