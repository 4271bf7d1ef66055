export { StaffFunnel, type StaffFunnelProps } from './StaffFunnel';
