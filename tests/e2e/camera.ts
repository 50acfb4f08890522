/**
 * A camera for the browser tests: Chromium's fake capture device playing a video of QR codes made at test time
 * with the app's own encoder (uqr, as components/QrCode.tsx draws them), one code after another, looping.
 * `launchWithCamera` opens a profile whose camera shows them (permission granted, as a teacher who allowed it);
 * `withoutPlatformDetector` removes the browser's own BarcodeDetector so the app's WebAssembly reader does the
 * work. Shared with the class tests ("the teacher scans three result QRs").
 */
import type { Locator, Page } from 'playwright-core';
import { launch, PHONE, type Session, type Viewport } from './browser';
import { modulesOfQrSvg, type QrPicture, type QrVideoOptions, writeQrVideo } from './qr-video';

export { modulesOfQrSvg, type QrPicture, type QrVideoOptions, writeQrVideo } from './qr-video';

/** The modules of the QR code a screen shows (an `svg.qr` the app drew), to show it to another device's camera. */
export async function qrModules(qr: Locator): Promise<boolean[][]> {
  const [viewBox, path] = await qr.evaluate((svg) => [svg.getAttribute('viewBox') ?? '', svg.querySelector('path')?.getAttribute('d') ?? '']);
  return modulesOfQrSvg(viewBox, path);
}

/** Chromium's flags for a camera that plays `video` and is allowed without asking. */
export function cameraArgs(video: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
}

/** A fresh profile whose camera shows `texts` (or QR modules read off a screen) as QR codes in turn (see writeQrVideo). */
export function launchWithCamera(
  texts: readonly QrPicture[],
  viewport: Viewport = PHONE,
  options: QrVideoOptions & { locale?: string } = {},
): Promise<Session> {
  return launch(viewport, { args: cameraArgs(writeQrVideo(texts, options)), ...(options.locale ? { locale: options.locale } : {}) });
}

/** Takes the browser's own BarcodeDetector away (where it has one) before the app runs: the app's WebAssembly reader reads. */
export async function withoutPlatformDetector(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
}

/**
 * Every address the page and its service worker asked for, to check that none is on another host
 * (`offHost(requests, base)` lists those).
 */
export function recordRequests(session: Session): string[] {
  const seen: string[] = [];
  session.context.on('request', (r) => seen.push(r.url()));
  return seen;
}

export function offHost(requests: readonly string[], base: string): string[] {
  const origin = new URL(base).origin;
  return requests.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin);
}
