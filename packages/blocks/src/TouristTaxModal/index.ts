export type { LocalTaxNoteProps } from './LocalTaxNote';
export { LocalTaxNote } from './LocalTaxNote';
export type { TouristTaxModalProps } from './TouristTaxModal';
export { TouristTaxModal } from './TouristTaxModal';
