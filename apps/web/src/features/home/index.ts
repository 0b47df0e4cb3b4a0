export { HomeRoute, prefetchHomePage } from './routes/home-route';
