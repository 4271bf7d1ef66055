export type {
  OverlayCloseProps,
  OverlayContentProps,
  OverlayPanelProps,
  OverlayRootProps,
  OverlayTriggerProps,
} from './overlayParts';
export { OverlayClose, OverlayContent, OverlayRoot, OverlayTrigger, useThemeRoot } from './overlayParts';
export type { OverlayState } from './overlayState';
export { CloseSlot, TriggerSlot, useOverlayState } from './overlayState';
