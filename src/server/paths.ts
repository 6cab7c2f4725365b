import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root (the folder holding package.json), found from this file so it is the same
 * whether the server runs from src/server (tsx) or from dist/server/server (npm start).
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server files');
    dir = parent;
  }
  return dir;
}
