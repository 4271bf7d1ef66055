export { issueMessage } from './issueMessage';
export { useSingleField } from './useSingleField';
