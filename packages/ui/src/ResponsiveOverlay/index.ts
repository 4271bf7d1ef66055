export type { ResponsiveOverlayLayout, ResponsiveOverlayProps } from './ResponsiveOverlay';
export { ResponsiveOverlay } from './ResponsiveOverlay';
