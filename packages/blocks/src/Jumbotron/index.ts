export type { JumbotronProps } from './Jumbotron';
export { Jumbotron } from './Jumbotron';
