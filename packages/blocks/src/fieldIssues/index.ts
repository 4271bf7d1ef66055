export { issueMessage } from './issueMessage';
