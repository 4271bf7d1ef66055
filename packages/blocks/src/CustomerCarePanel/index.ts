export { CustomerCarePanel, type CustomerCarePanelProps } from './CustomerCarePanel';
