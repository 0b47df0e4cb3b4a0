// `npm run dev`: the API with reload on port 3001 and Vite on 5173, which proxies API paths to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      PORT: '3001',
      LOG_PRETTY: 'true',
      // The browser sees the shop on Vite's port: canonical links and the brand origin say so.
      PUBLIC_ORIGINS: 'mercato=http://localhost:5173,fresco=http://fresco.localhost:5173',
      ...process.env,
    },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
