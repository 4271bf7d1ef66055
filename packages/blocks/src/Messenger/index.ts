export { MessengerPanel, type MessengerPanelProps } from './MessengerPanel';
