export type {
  OverlayCloseProps,
  OverlayContentProps,
  OverlayRootProps,
  OverlayTriggerProps,
} from './overlayParts';
export { OverlayClose, OverlayContent, OverlayRoot, OverlayTrigger, useThemeRoot } from './overlayParts';
