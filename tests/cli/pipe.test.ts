/**
 * The one command-line test through a real process and a real pipe: a
 * ~280 KB answer arrives whole (it used to stop at the pipe's 64 KiB buffer
 * because the process exited before stdout drained), with exit code 0; an
 * unusable argument still exits 2 with nothing on stdout.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function runPiped(args: string[]): Promise<{ code: number | null; out: Buffer; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    // Read slowly, so the child's writes meet a full pipe.
    child.stdout.on('data', (b: Buffer) => {
      out.push(b);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 2);
    });
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out: Buffer.concat(out), err }));
  });
}

describe('command line through a pipe', () => {
  it('delivers a large answer whole, with exit 0, and still exits 2 for bad arguments', async () => {
    const big = await runPiped(['tally', 'solve', '--board', '7305186429371854', '--max-tiles', '5']);
    expect(big.err).toBe('');
    expect(big.code).toBe(0);
    expect(big.out.length).toBeGreaterThan(65536 * 2);
    const json = JSON.parse(big.out.toString('utf8')) as { count: number; equations: unknown[] };
    expect(json.equations).toHaveLength(json.count);
    const bad = await runPiped(['tally', 'solve', '--board', '12']);
    expect(bad.code).toBe(2);
    expect(bad.out.length).toBe(0);
    expect(bad.err).toMatch(/16 digits/);
  }, 120_000);
});
