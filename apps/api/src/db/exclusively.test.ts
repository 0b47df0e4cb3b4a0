import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const url = process.env.DATABASE_URL;

/*
 * Two shop processes started together on one PostgreSQL (issue 37): the second
 * waits for the first's migration and seed instead of running them beside it.
 */
describe.skipIf(!url)('exclusively, on PostgreSQL', () => {
  it('runs the work of two processes one after the other', async () => {
    const [first, second] = await Promise.all([
      openDatabase({ url, dataDir: 'memory://' }),
      openDatabase({ url, dataDir: 'memory://' }),
    ]);
    const steps: string[] = [];
    const work = (who: string) => async () => {
      steps.push(`${who} starts`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      steps.push(`${who} ends`);
      return who;
    };
    try {
      const answers = await Promise.all([
        first.exclusively('spesa:test-exclusively', work('a')),
        second.exclusively('spesa:test-exclusively', work('b')),
      ]);
      expect(answers).toEqual(['a', 'b']);
      // Whichever came first ended before the other started.
      const [who] = steps[0]!.split(' ');
      expect(steps.slice(0, 2)).toEqual([`${who} starts`, `${who} ends`]);
      // The lock is given back, even after a failure.
      await expect(
        first.exclusively('spesa:test-exclusively', () => Promise.reject(new Error('no'))),
      ).rejects.toThrow('no');
      expect(await second.exclusively('spesa:test-exclusively', async () => 'free')).toBe('free');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
