export type { RoomCardProps } from './RoomCard';
export { RoomCard } from './RoomCard';
