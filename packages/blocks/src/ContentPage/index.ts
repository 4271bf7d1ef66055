export type { ContentPageProps } from './ContentPage';
export { ContentPage } from './ContentPage';
