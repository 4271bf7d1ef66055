export type { IdeasPageProps } from './IdeasPage';
export { IdeasPage } from './IdeasPage';
