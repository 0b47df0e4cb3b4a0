export { timeslotRoutes } from './routes';
