/**
 * Seals each community's payment secret key at rest (issue 18) with AES-256-GCM: a random 12-byte
 * IV per value and the authentication tag, so a value changed in the database, or sealed under
 * another key, fails to open instead of opening to garbage. The key is SHA-256 of APP_SECRET;
 * without APP_SECRET, a random key kept in `${dataDir}/app-secret` (one server only: servers that
 * share a database must share APP_SECRET). Neither the key nor a plain value is ever logged.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** The file that holds the generated key when APP_SECRET is not set. */
export function keyFilePath(dataDir: string): string {
  return path.join(dataDir, 'app-secret');
}

function isAlreadyThere(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}

/**
 * Reads the generated key, or creates it: written whole to a file of this process, then linked
 * into place, which fails if another process got there first; both then read the same key.
 */
function keyFromFile(dataDir: string): Buffer {
  const file = keyFilePath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} does not hold a ${KEY_BYTES}-byte key: restore it or set APP_SECRET`);
  }
  return key;
}

function encoded(parts: Buffer[]): string {
  return [VERSION, ...parts.map((part) => part.toString('base64'))].join('.');
}

export function secretBox(config: Pick<AppConfig, 'appSecret' | 'dataDir'>): SecretBox {
  // Read (or created) on first use, so an app that never handles a secret key leaves no file.
  let key: Buffer | null = null;
  const theKey = (): Buffer => {
    key ??=
      config.appSecret === null
        ? keyFromFile(config.dataDir)
        : createHash('sha256').update(config.appSecret, 'utf8').digest();
    return key;
  };

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, theKey(), iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return encoded([iv, cipher.getAuthTag(), ciphertext]);
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        ciphertext === undefined
      ) {
        throw new Error('The sealed value is not in the v1 format');
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, theKey(), Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new Error(
          'The sealed value cannot be opened with this key: it was sealed under another ' +
            'APP_SECRET (or key file), or changed since',
        );
      }
    },
  };
}
