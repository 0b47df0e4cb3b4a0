export { webRoutes } from './routes';
export { renderIndexHtml, type PageHead } from './index-html';
