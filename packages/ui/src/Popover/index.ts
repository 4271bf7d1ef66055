export type {
  PopoverCloseProps,
  PopoverContentProps,
  PopoverDismissReason,
  PopoverPlacement,
  PopoverProps,
  PopoverTriggerProps,
} from './Popover';
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
