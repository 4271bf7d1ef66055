export { ServiceNotice } from './ServiceNotice';
