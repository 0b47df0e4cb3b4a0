export { HomeRoute } from './routes/home-route';
