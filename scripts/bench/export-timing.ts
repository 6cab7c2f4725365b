/**
 * The wallet CSV export (GET /api/Wallets/Export) of the community with the most wallet rows,
 * read to the end over loopback without compression (the server's streaming is what is timed),
 * while the server's memory is sampled: RSS growth = peak during the export minus before it.
 */
import http from 'node:http';
import type { Session } from './http.js';
import { sampleMemory, type RunningServer } from './server.js';

export interface ExportResult {
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeBytes: number;
  rssGrowthBytes: number;
}

export async function timeExport(server: RunningServer, session: Session): Promise<ExportResult> {
  const memory = sampleMemory(server.pid, 20);
  const started = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>(
    (resolve, reject) => {
      const request = http.get(
        `${server.baseUrl}/api/Wallets/Export`,
        { headers: { authorization: `Bearer ${session.token}`, 'accept-encoding': 'identity' } },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`Export: HTTP ${response.statusCode}`));
            response.resume();
            return;
          }
          let total = 0;
          let newlines = 0;
          response.on('data', (chunk: Buffer) => {
            total += chunk.length;
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
              newlines += 1;
            }
          });
          response.on('end', () => resolve({ bytes: total, lines: newlines }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const { before, peak } = memory.stop();
  // One header line; rows are one line each (descriptions hold no line breaks).
  return { rows: lines - 1, bytes, seconds, rssBeforeBytes: before, rssGrowthBytes: peak - before };
}
