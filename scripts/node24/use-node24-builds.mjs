// Preloaded (`node --import`) into Node 24 test processes: better-sqlite3 is compiled against
// V8's own ABI, so the node_modules build made for Node 20 will not load in Node 24. Every import
// or require of node_modules/better-sqlite3 is sent to the copy compiled for Node 24 in
// .node24/native instead (scripts/node24/prepare.mjs). The other native modules (argon2, sharp,
// rolldown) use Node-API, whose builds load in any Node version.
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.env.NEIGHBOURLY_ROOT ?? process.cwd();
const nodeModules = (dir) => pathToFileURL(resolve(root, dir, 'better-sqlite3')).href + '/';
const from = nodeModules('node_modules');
const to = nodeModules('.node24/native/node_modules');

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(from)) return resolved;
    return { ...resolved, url: to + resolved.url.slice(from.length) };
  },
});
