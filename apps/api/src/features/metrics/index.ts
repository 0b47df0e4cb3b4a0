export { metricsPlugin } from './routes';
