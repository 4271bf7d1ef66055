export type { CrashViewProps } from './CrashView';
export { CrashView } from './CrashView';
