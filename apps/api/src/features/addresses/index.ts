export type { GeocoderOption } from './routes';
