/**
 * Debian's Chromium and the flags every headless run here uses (the browser
 * benchmark and the end-to-end tests): no sandbox inside the container, no GPU,
 * and nothing that reaches the network on its own.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
