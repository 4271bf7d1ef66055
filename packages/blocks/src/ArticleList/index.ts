export type { ArticleListProps } from './ArticleList';
export { ArticleList } from './ArticleList';
