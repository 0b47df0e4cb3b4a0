import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('takes a relative WEB_DIST_DIR from the working directory', () => {
    expect(loadConfig({ WEB_DIST_DIR: 'apps/web/dist' }).WEB_DIST_DIR).toBe(
      path.resolve('apps/web/dist'),
    );
  });
});
