/**
 * The class server a live browser test talks to: the one `npm test` started
 * on loopback (CLASS_SERVER_URL, CLASS_SERVER_PIN), else one started here on
 * a free port with its documents in a temporary folder, its log kept for a
 * failing test's report.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClassServer } from '../../src/server/server';

export interface TestClassServer {
  url: string;
  pin: string;
  /** What the server started here logged (refused writes and connections); empty for the shared one. */
  log: string[];
  /** Stops the server started here (the shared one is left to `npm test`). */
  close(): Promise<void>;
}

export async function classServerForTests(name: string): Promise<TestClassServer> {
  const shared = process.env.CLASS_SERVER_URL;
  if (shared) return { url: shared, pin: process.env.CLASS_SERVER_PIN ?? '', log: [], close: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const log: string[] = [];
  const pin = '5731';
  const own = await startClassServer({ dataDir, host: '127.0.0.1', port: 0, pin, distDir: 'dist', log: (line) => void log.push(line) });
  return {
    url: own.url,
    pin,
    log,
    close: async () => {
      await own.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
