export type {
  OverlayCloseProps,
  OverlayContentProps,
  OverlayRootProps,
  OverlayTriggerProps,
} from './overlayParts';
export { OverlayClose, OverlayContent, OverlayRoot, OverlayTrigger } from './overlayParts';
