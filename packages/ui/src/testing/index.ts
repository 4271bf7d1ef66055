export { createTestRoot, removeTestRoot, type TestRoot } from './reactRoot';
