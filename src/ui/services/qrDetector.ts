/**
 * Reading QR codes from the camera: the platform's BarcodeDetector where it reads QR codes, otherwise the
 * barcode-detector package over ZXing's WebAssembly. This module is imported only when a scan starts
 * (QrScanner), so neither the library nor its .wasm is loaded before a teacher or student asks for the camera.
 *
 * The .wasm is one of the app's own built assets (Vite's `?url` import gives its hashed address), precached by
 * the service worker with the rest of the app (vite.config.ts: `wasm` in globPatterns), so scanning works offline
 * and nothing is fetched from another host. Compiling it needs `'wasm-unsafe-eval'` in the Content-Security-Policy
 * (index.html), and nothing more.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a detector: the texts of the QR codes in one video frame. */
export interface QrDetector {
  readonly kind: 'platform' | 'wasm';
  detect(source: HTMLVideoElement | HTMLCanvasElement | ImageBitmap): Promise<string[]>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: unknown): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

const wrap = (kind: QrDetector['kind'], d: BarcodeDetectorLike): QrDetector => ({
  kind,
  async detect(source) {
    const found = await d.detect(source);
    return found.map((b) => b.rawValue).filter((text) => text !== '');
  },
});

/** The platform's detector when it has one that reads QR codes; null otherwise. */
async function platformDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Native !== 'function') return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    return wrap('platform', new Native({ formats: ['qr_code'] }));
  } catch {
    return null;
  }
}

/** The app's own .wasm address, for the ZXing module's loader (exported for the tests). */
export const ZXING_WASM_URL: string = wasmUrl;

let wasmDetector: Promise<QrDetector> | null = null;

/** The WebAssembly detector, its module compiled once per page from the app's own .wasm. */
function zxingDetector(): Promise<QrDetector> {
  wasmDetector ??= (async () => {
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
    // Never the package's default (a CDN address): the file the build emitted beside the app's scripts.
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, document.baseURI).href : prefix + path) },
      fireImmediately: true,
    });
    return wrap('wasm', new BarcodeDetector({ formats: ['qr_code'] }));
  })();
  // a failed load (offline before the first visit finished, say) is tried afresh next time
  wasmDetector.catch(() => {
    wasmDetector = null;
  });
  return wasmDetector;
}

export async function loadQrDetector(): Promise<QrDetector> {
  return (await platformDetector()) ?? zxingDetector();
}
