export type {
  OverlayCloseProps,
  OverlayContentProps,
  OverlayRootProps,
  OverlayTriggerProps,
} from './Overlay';
export { OverlayClose, OverlayContent, OverlayRoot, OverlayTrigger } from './Overlay';
