import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_FEED_DIR, demoFeedTexts } from './demo-feeds';

// `npm run seed:feeds`: the demo catalogue's feed files, written from the seed's
// builders. Run it after changing a builder, and commit the files.
await mkdir(DEMO_FEED_DIR, { recursive: true });
for (const [file, text] of Object.entries(demoFeedTexts('full'))) {
  const where = path.join(DEMO_FEED_DIR, file);
  await writeFile(where, text);
  console.log(`${path.relative(process.cwd(), where)}: ${text.split('\n').length - 2} lines`);
}
