import 'i18next';
import type it from './it.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof it;
    returnNull: false;
  }
}
