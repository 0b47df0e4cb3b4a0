export { HomeRoute, prefetchHomePage, preloadHomePage } from './routes/home-route';
