export { pagePlugin, brandText } from './routes';
export { renderIndexHtml, type PageHead } from './index-html';
