// `npm run dev`: the API on :8080 and Vite with hot reload on :5173 (proxying /api and /auth).
import { spawn } from 'node:child_process';
import { ROOT, ensureInstalled } from './lib.mjs';

ensureInstalled();
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'hosts/api/src/main.ts'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT || '8080' } }),
  spawn('npx', ['vite', '-c', 'hosts/suite/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
