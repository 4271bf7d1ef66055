export { type DrainOptions, drainer, drainOnSigterm } from './drain';
