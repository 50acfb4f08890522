/**
 * Scanning QR codes with the device's camera, one after another: a teacher holds 30 tablets up in turn, each new
 * code is acknowledged with a running count (and a short beep and buzz when Sound and Vibration are on), and the
 * same code seen twice is not read twice. `onCode(text)` receives each new code; it returns nothing when the code
 * is taken, or the reason in words when it is refused (shown under the camera view).
 *
 * The detector (the platform's, or ZXing's WebAssembly served by the app: services/qrDetector.ts) loads only when
 * scanning starts. The camera stops when the component unmounts and while the page is hidden (it starts again when
 * the page comes back). No camera, or the camera refused: it says so in words and the typing/pasting field below
 * takes the codes instead (`paste={false}` when the screen has its own).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { useAppIfAny } from '../context';
import { blip, buzz } from '../services/feedback';
import type { QrDetector } from '../services/qrDetector';

export type ScanPhase = 'idle' | 'starting' | 'scanning' | 'paused' | 'done' | 'denied' | 'absent' | 'busy' | 'failed';

/** What became of the last code read (shown under the camera view). */
type Last = { kind: 'taken'; count: number } | { kind: 'again' } | { kind: 'refused'; reason: string } | null;

export interface QrScannerProps {
  /** A new code (never one already read here): return a reason to refuse it, nothing to take it. */
  onCode(text: string): string | undefined | void;
  /** Keep scanning after a code is taken (a teacher collecting many); otherwise the camera stops after one. */
  multiple?: boolean;
  /** Start the camera as soon as the component shows (a screen opened to scan); otherwise a button starts it. */
  autoStart?: boolean;
  /** The typing/pasting field (on by default); a screen with its own leaves it out. */
  paste?: boolean;
  /** The camera; by default the device's back camera through getUserMedia (tests pass their own). */
  camera?: () => Promise<MediaStream>;
  /** The detector; by default services/qrDetector.ts, loaded when scanning starts (tests pass their own). */
  detector?: () => Promise<QrDetector>;
  /** How often a frame is read, in milliseconds. */
  every?: number;
}

const backCamera = (): Promise<MediaStream> => {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    // no camera API at all (an old browser, or a page not served over https)
    return Promise.reject(Object.assign(new Error('no camera'), { name: 'NotFoundError' }));
  }
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
};

const defaultDetector = async (): Promise<QrDetector> => (await import('../services/qrDetector')).loadQrDetector();

/** The phase a failure to start leaves the scanner in, from the error's name (DOMException names of getUserMedia). */
export function phaseForError(e: unknown): ScanPhase {
  const name = (e as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

const PROBLEM: Partial<Record<ScanPhase, 'scan.denied' | 'scan.absent' | 'scan.busy' | 'scan.failed'>> = {
  denied: 'scan.denied',
  absent: 'scan.absent',
  busy: 'scan.busy',
  failed: 'scan.failed',
};

export function QrScanner(props: QrScannerProps) {
  const app = useAppIfAny();
  const [phase, setPhase] = useState<ScanPhase>('idle');
  const [last, setLast] = useState<Last>(null);
  const [count, setCount] = useState(0);
  const [typed, setTyped] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // each start gets a number: a start overtaken by a stop (or an unmount) lets go of what it opened
  const run = useRef(0);
  const seen = useRef(new Set<string>());
  const lastTaken = useRef<string | null>(null);
  const taken = useRef(0);
  const latest = useRef(props);
  latest.current = props;
  const settings = useRef(app?.settings);
  settings.current = app?.settings;
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  const stopCamera = (): void => {
    run.current++;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  };

  /** One code, from the camera or typed: new ones go to onCode, the same one again is not read twice. */
  const read = (raw: string): void => {
    const text = raw.trim();
    if (text === '') return;
    if (seen.current.has(text)) {
      // the code still in front of the camera is the one just read: nothing to say; an earlier one shown again is
      if (text !== lastTaken.current) setLast({ kind: 'again' });
      return;
    }
    seen.current.add(text);
    const reason = latest.current.onCode(text);
    lastTaken.current = text;
    if (typeof reason === 'string') {
      setLast({ kind: 'refused', reason });
      return;
    }
    taken.current++;
    setCount(taken.current);
    setLast({ kind: 'taken', count: taken.current });
    if (settings.current?.sound) blip();
    if (settings.current?.vibration) buzz([60]);
    if (!latest.current.multiple && phaseRef.current === 'scanning') {
      stopCamera();
      setPhase('done');
    }
  };

  const start = async (): Promise<void> => {
    stopCamera();
    const mine = run.current;
    setPhase('starting');
    let media: MediaStream;
    let detector: QrDetector;
    try {
      media = await (latest.current.camera ?? backCamera)();
    } catch (e) {
      if (run.current === mine) setPhase(phaseForError(e));
      return;
    }
    if (run.current !== mine) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    stream.current = media;
    try {
      detector = await (latest.current.detector ?? defaultDetector)();
    } catch {
      if (run.current === mine) {
        stopCamera();
        setPhase('failed');
      }
      return;
    }
    if (run.current !== mine) return;
    const v = video.current;
    if (v) {
      v.srcObject = media;
      Promise.resolve()
        .then(() => v.play())
        .catch(() => {
          // autoplay of a muted inline video is allowed; if not, frames still arrive once the page is touched
        });
    }
    setPhase('scanning');
    const every = latest.current.every ?? 150;
    const tick = async (): Promise<void> => {
      if (run.current !== mine) return;
      const frame = video.current;
      if (frame && frame.readyState >= 2 && frame.videoWidth > 0) {
        try {
          for (const text of await detector.detect(frame)) {
            if (run.current !== mine) return;
            read(text);
          }
        } catch {
          // one unreadable frame: the next one is read
        }
      }
      if (run.current === mine) timer.current = setTimeout(tick, every);
    };
    timer.current = setTimeout(tick, every);
  };

  useEffect(() => {
    if (props.autoStart) void start();
    // the page hidden (another app, the screen locked): the camera stops, and starts again when the page is back
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden' && (phaseRef.current === 'scanning' || phaseRef.current === 'starting')) {
        stopCamera();
        setPhase('paused');
      } else if (document.visibilityState === 'visible' && phaseRef.current === 'paused') void start();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopCamera();
    };
  }, []);

  const problem = PROBLEM[phase];
  const live = phase === 'starting' || phase === 'scanning' || phase === 'paused';
  const showPaste = props.paste !== false;
  const submitTyped = (): void => {
    for (const line of typed.split(/\r?\n/)) read(line);
    setTyped('');
  };

  return (
    <div class="qr-scanner">
      <div class={`qr-view ${live ? '' : 'is-off'}`}>
        <video ref={video} class="qr-video" muted playsInline autoPlay aria-label={t('scan.view')} hidden={!live} />
        {live && <span class="qr-frame" aria-hidden="true" />}
      </div>
      <p class="qr-status" role="status">
        {phase === 'starting'
          ? t('scan.starting')
          : phase === 'paused'
            ? t('scan.paused')
            : last?.kind === 'taken'
              ? props.multiple
                ? t('scan.taken', { count: last.count })
                : t('scan.takenOne')
              : last?.kind === 'again'
                ? t('scan.again')
                : phase === 'scanning'
                  ? t('scan.aim')
                  : ''}
      </p>
      {last?.kind === 'refused' && (
        <p class="form-error" role="alert">
          {last.reason}
        </p>
      )}
      {problem && (
        <p class="qr-problem" role="alert">
          {t(problem)} {showPaste ? t('scan.typeBelow') : t('scan.typeInstead')}
        </p>
      )}
      <div class="qr-actions">
        {live ? (
          <button
            type="button"
            class="btn"
            onClick={() => {
              stopCamera();
              setPhase('idle');
            }}
          >
            {t('scan.stop')}
          </button>
        ) : phase !== 'absent' ? (
          <button type="button" class="btn btn-primary" onClick={() => void start()}>
            {phase === 'idle' && count === 0 ? t('scan.start') : t('scan.restart')}
          </button>
        ) : null}
        {props.multiple && count > 0 && <span class="qr-count">{t('scan.count', { count })}</span>}
      </div>
      {showPaste && (
        <form
          class="qr-paste"
          onSubmit={(e) => {
            e.preventDefault();
            submitTyped();
          }}
        >
          <label for="qr-typed">{props.multiple ? t('scan.pasteMany') : t('scan.pasteOne')}</label>
          {props.multiple ? (
            <textarea
              id="qr-typed"
              class="input qr-typed"
              rows={3}
              value={typed}
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              onInput={(e) => setTyped((e.target as HTMLTextAreaElement).value)}
            />
          ) : (
            <input
              id="qr-typed"
              class="input"
              value={typed}
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
            />
          )}
          <button type="submit" class="btn" disabled={typed.trim() === ''}>
            {t('scan.read')}
          </button>
        </form>
      )}
    </div>
  );
}
