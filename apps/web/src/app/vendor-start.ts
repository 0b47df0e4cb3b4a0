import { config } from 'zod';

/**
 * The first module of the libraries' chunk (vite.config.ts), which the entry runs in a
 * task of its own before the app. zod would try `new Function` to compile a parser as
 * each object schema is built; the page's script policy refuses it and the browser
 * reports a violation each time. Set before the domain's schemas are built.
 */
config({ jitless: true });
