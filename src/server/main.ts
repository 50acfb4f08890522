/**
 * `npm run class-server -- [--port 8080] [--host 0.0.0.0] [--data class-data] [--pin 1234] [--cert FILE --key FILE]`
 *
 * Builds the app (the npm script does), then serves it and the live lessons
 * from one origin until stopped (Ctrl+C). Without `--pin` (or the
 * `CLASS_PIN` environment variable) a PIN is made up and printed. Exit 2 with
 * a message for unusable arguments.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { parseArgs } from 'node:util';
import { startClassServer } from './server';

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run class-server -- [--port 8080] [--host 0.0.0.0] [--data class-data] [--pin PIN] [--cert FILE --key FILE]\n`);
  process.exit(2);
}

let values: Record<string, string | undefined>;
try {
  values = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      pin: { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
    },
    strict: true,
  }).values as Record<string, string | undefined>;
} catch (e) {
  usage(e instanceof Error ? e.message : String(e));
}

const port = Number(values.port ?? '8080');
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port must be a number from 0 to 65535, not "${values.port}".`);
const pin = values.pin ?? process.env.CLASS_PIN ?? String(randomInt(100000, 1000000));
if (pin.length < 4) usage('--pin must have at least 4 characters.');
if (Boolean(values.cert) !== Boolean(values.key)) usage('TLS needs both --cert and --key.');
const readPem = (file: string, what: string): Buffer => {
  try {
    return readFileSync(file);
  } catch {
    usage(`Cannot read the ${what} file "${file}".`);
  }
};
const cert = values.cert ? readPem(values.cert, 'certificate') : undefined;
const key = values.key ? readPem(values.key, 'key') : undefined;

const server = await startClassServer({
  port,
  host: values.host ?? '0.0.0.0',
  dataDir: values.data ?? 'class-data',
  pin,
  ...(cert && key ? { cert, key } : {}),
  log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
}).catch((e: unknown) => usage(e instanceof Error ? e.message : String(e)));

const scheme = cert ? 'https' : 'http';
const addresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && a.family === 'IPv4' && !a.internal)
  .map((a) => `${scheme}://${a?.address}:${server.port}`);
process.stdout.write(
  [
    `Tuffest class server: ${server.url}`,
    ...addresses.map((a) => `  on this network: ${a}`),
    `Teacher PIN: ${values.pin || process.env.CLASS_PIN ? '(as given)' : pin}`,
    cert ? '' : 'Without --cert/--key, tablets other than this computer will not install the app or use the camera (they need HTTPS): see the README.',
    'Stop with Ctrl+C.',
    '',
  ].join('\n'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
