export type FaultMode = 'pass' | 'down' | 'slow' | 'error' | 'garbled';
export const FAULT_MODES: FaultMode[];
export interface FaultProxy {
  url: string;
  /** How many calls got each mode. */
  counts: Record<FaultMode, number>;
  fault(mode: FaultMode, pattern?: RegExp | string): void;
  heal(): void;
  close(): Promise<void>;
}
export function startFaultProxy(options: {
  port: number;
  target: string;
  host?: string;
}): Promise<FaultProxy>;
