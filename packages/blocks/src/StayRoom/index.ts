export type { StayRoomProps } from './StayRoom';
export { StayRoom } from './StayRoom';
