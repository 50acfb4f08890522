/**
 * A video of QR codes for Chromium's fake camera (`--use-file-for-fake-video-capture`), drawn with the app's own
 * encoder (uqr, as components/QrCode.tsx draws them). Plain Node (no test runner), so a script can make one too.
 */
import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';

/** What the camera is shown: a text to encode, or a QR's modules (rows of dark/light) as a screen drew them. */
export type QrPicture = string | readonly (readonly boolean[])[];

function withBorder(modules: readonly (readonly boolean[])[], border: number): { data: boolean[][]; size: number } {
  const inner = modules.length;
  const size = inner + 2 * border;
  const data = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => modules[y - border]?.[x - border] === true));
  return { data, size };
}

/**
 * The modules of a QR code the app drew (components/QrCode.tsx: one SVG path of `M{x} {y}h1v1h-1z` squares in a
 * `0 0 size size` view box), as rows of dark (true) and light: what a camera pointed at that screen sees.
 */
export function modulesOfQrSvg(viewBox: string, path: string): boolean[][] {
  const size = Number(viewBox.trim().split(/\s+/)[2]);
  if (!Number.isInteger(size) || size <= 0) throw new Error(`not a QR view box: ${viewBox}`);
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const m of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) (rows[Number(m[2])] as boolean[])[Number(m[1])] = true;
  return rows;
}

export interface QrVideoOptions {
  /** How long each code is shown (the video loops: after the last code comes the first again). */
  secondsEach?: number;
  /** Frames per second of the video (few: the picture is still). */
  fps?: number;
  /** Width and height of the picture, in pixels (4:3). */
  width?: number;
  height?: number;
}

/**
 * Writes a Y4M video (the raw format Chromium's `--use-file-for-fake-video-capture` plays) showing each text as a
 * QR code in turn, black on white in the middle of the picture; returns its path. An empty string shows a blank
 * picture (nothing to read) for that stretch.
 */
export function writeQrVideo(texts: readonly QrPicture[], options: QrVideoOptions = {}): string {
  const width = options.width ?? 480;
  const height = options.height ?? 360;
  const fps = options.fps ?? 5;
  const framesEach = Math.max(1, Math.round((options.secondsEach ?? 1.5) * fps));
  const path = join(mkdtempSync(join(tmpdir(), 'tuffest-camera-')), 'qr.y4m');
  const fd = openSync(path, 'w');
  writeSync(fd, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128); // no colour: U and V at their middle
  for (const text of texts) {
    const luma = Buffer.alloc(width * height, 235); // white
    if (text !== '') {
      // a text is encoded here; modules read off a screen (qrModules) are drawn as they are, with a quiet zone
      const { data, size } = typeof text === 'string' ? encode(text, { ecc: 'M', border: 4 }) : withBorder(text, 4);
      const scale = Math.floor((Math.min(width, height) * 0.9) / size);
      const left = Math.floor((width - size * scale) / 2);
      const top = Math.floor((height - size * scale) / 2);
      data.forEach((row, y) =>
        row.forEach((on, x) => {
          if (!on) return;
          for (let dy = 0; dy < scale; dy++)
            luma.fill(16, (top + y * scale + dy) * width + left + x * scale, (top + y * scale + dy) * width + left + (x + 1) * scale);
        }),
      );
    }
    for (let f = 0; f < framesEach; f++) {
      writeSync(fd, 'FRAME\n');
      writeSync(fd, luma);
      writeSync(fd, chroma);
    }
  }
  closeSync(fd);
  return path;
}
