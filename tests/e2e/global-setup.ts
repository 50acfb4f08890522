/**
 * Serves the production build (dist/, built by `npm test` before the e2e
 * project runs) with `vite preview` on a free port, for the end-to-end tests.
 */
import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

let server: PreviewServer | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` before the e2e tests');
  server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', url);
  return async () => {
    await server?.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
