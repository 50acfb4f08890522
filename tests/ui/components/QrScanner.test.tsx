// @vitest-environment happy-dom
/**
 * The camera QR scanner (issue 27): many codes in a row, each new one counted once, the same code again ignored,
 * refusals shown in words, the camera's failures said in words with typing/pasting instead, and the camera stopped
 * on unmount and while the page is hidden. The camera and detector are the test's own (the real ones run in
 * tests/e2e/scan.e2e.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { phaseForError, QrScanner } from '../../../src/ui/components/QrScanner';
import type { QrDetector } from '../../../src/ui/services/qrDetector';
import { createMemoryBackend, createStore, defaultSettings } from '../../../src/storage';
import { AppProvider } from '../../../src/ui/context';
import * as feedback from '../../../src/ui/services/feedback';
import { t } from '../../../src/i18n';

/** A camera whose tracks say whether they were stopped. */
function fakeCamera() {
  const tracks: { stopped: boolean }[] = [];
  const open = vi.fn(async () => {
    const track = { stopped: false, stop: () => (track.stopped = true) };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  return { open, tracks, running: () => tracks.filter((tr) => !tr.stopped).length };
}

/** A detector that sees, frame after frame, what the test puts in front of it. */
function fakeDetector() {
  const view = { codes: [] as string[] };
  const detector: QrDetector = { kind: 'wasm', detect: async () => view.codes };
  return { view, load: vi.fn(async () => detector) };
}

let restoreVideo: (() => void) | null = null;
beforeEach(() => {
  // happy-dom's video never has a frame: this one always has one
  const proto = HTMLVideoElement.prototype;
  const ready = Object.getOwnPropertyDescriptor(proto, 'readyState');
  const width = Object.getOwnPropertyDescriptor(proto, 'videoWidth');
  Object.defineProperty(proto, 'readyState', { configurable: true, get: () => 4 });
  Object.defineProperty(proto, 'videoWidth', { configurable: true, get: () => 640 });
  // and takes the test's camera as its source
  const media = HTMLMediaElement.prototype;
  const source = Object.getOwnPropertyDescriptor(media, 'srcObject');
  let current: unknown = null;
  Object.defineProperty(media, 'srcObject', { configurable: true, get: () => current, set: (v) => (current = v) });
  restoreVideo = () => {
    if (source) Object.defineProperty(media, 'srcObject', source);
    if (ready) Object.defineProperty(proto, 'readyState', ready);
    else delete (proto as { readyState?: number }).readyState;
    if (width) Object.defineProperty(proto, 'videoWidth', width);
    else delete (proto as { videoWidth?: number }).videoWidth;
  };
});
afterEach(() => {
  cleanup();
  restoreVideo?.();
  vi.restoreAllMocks();
});

const frames = (n = 3) => new Promise((r) => setTimeout(r, 5 * n + 20));

describe('QrScanner', () => {
  it('reads many codes in a row: each new code counted once, with a beep and a buzz when those are on', async () => {
    const camera = fakeCamera();
    const det = fakeDetector();
    const blip = vi.spyOn(feedback, 'blip').mockImplementation(() => {});
    const buzz = vi.spyOn(feedback, 'buzz').mockImplementation(() => {});
    const got: string[] = [];
    const store = await createStore(createMemoryBackend());
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings, sound: true, vibration: true }}>
        <QrScanner multiple camera={camera.open} detector={det.load} every={5} onCode={(c) => void got.push(c)} />
      </AppProvider>,
    );
    // nothing is loaded before the teacher starts the camera
    expect(camera.open).not.toHaveBeenCalled();
    expect(det.load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t('scan.start') }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('scan.aim')));
    det.view.codes = ['R1'];
    await waitFor(() => expect(got).toEqual(['R1']));
    await frames(); // the same code still in front of the camera for many frames
    expect(got).toEqual(['R1']);
    expect(screen.getByRole('status').textContent).toBe(t('scan.taken', { count: 1 }));
    det.view.codes = ['R2'];
    await waitFor(() => expect(got).toEqual(['R1', 'R2']));
    det.view.codes = ['R1']; // the first tablet shown again
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('scan.again')));
    det.view.codes = ['R3', 'R2'];
    await waitFor(() => expect(got).toEqual(['R1', 'R2', 'R3']));
    await frames();
    expect(got).toEqual(['R1', 'R2', 'R3']);
    expect(screen.getByText(t('scan.count', { count: 3 }))).toBeTruthy();
    expect(blip).toHaveBeenCalledTimes(3);
    expect(buzz).toHaveBeenCalledTimes(3);
    // still scanning: one camera, running
    expect(camera.running()).toBe(1);
  });

  it('is silent when Sound and Vibration are off', async () => {
    const det = fakeDetector();
    const blip = vi.spyOn(feedback, 'blip').mockImplementation(() => {});
    const buzz = vi.spyOn(feedback, 'buzz').mockImplementation(() => {});
    const store = await createStore(createMemoryBackend());
    const got: string[] = [];
    render(
      <AppProvider store={store} initialSettings={{ ...defaultSettings, sound: false, vibration: false }}>
        <QrScanner multiple autoStart camera={fakeCamera().open} detector={det.load} every={5} onCode={(c) => void got.push(c)} />
      </AppProvider>,
    );
    det.view.codes = ['A'];
    await waitFor(() => expect(got).toEqual(['A']));
    expect(blip).not.toHaveBeenCalled();
    expect(buzz).not.toHaveBeenCalled();
  });

  it('shows a refusal in words, does not count it, and keeps scanning', async () => {
    const det = fakeDetector();
    const got: string[] = [];
    render(
      <QrScanner
        multiple
        autoStart
        camera={fakeCamera().open}
        detector={det.load}
        every={5}
        onCode={(c) => (c.startsWith('bad') ? 'That is not a result code.' : void got.push(c))}
      />,
    );
    det.view.codes = ['bad one'];
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That is not a result code.'));
    expect(screen.queryByText(t('scan.count', { count: 1 }))).toBeNull();
    det.view.codes = ['good'];
    await waitFor(() => expect(got).toEqual(['good']));
    expect(screen.getByText(t('scan.count', { count: 1 }))).toBeTruthy();
  });

  it('stops the camera after one code when it reads one code only', async () => {
    const camera = fakeCamera();
    const det = fakeDetector();
    const got: string[] = [];
    render(<QrScanner autoStart camera={camera.open} detector={det.load} every={5} onCode={(c) => void got.push(c)} />);
    await waitFor(() => expect(camera.running()).toBe(1));
    det.view.codes = ['ONE', 'TWO'];
    await waitFor(() => expect(got).toEqual(['ONE']));
    await frames();
    expect(got).toEqual(['ONE']);
    expect(camera.running()).toBe(0);
    expect(screen.getByRole('status').textContent).toBe(t('scan.takenOne'));
  });

  it('stops the camera when it unmounts, and when the page is hidden (starting again when it is back)', async () => {
    const camera = fakeCamera();
    const det = fakeDetector();
    const { unmount } = render(<QrScanner autoStart multiple camera={camera.open} detector={det.load} every={5} onCode={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('scan.aim')));
    expect(camera.running()).toBe(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(camera.running()).toBe(0);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('scan.paused')));
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('scan.aim')));
    expect(camera.running()).toBe(1);
    expect(camera.open).toHaveBeenCalledTimes(2);
    unmount();
    await waitFor(() => expect(camera.running()).toBe(0));
  });

  it('lets go of a camera that opens after the component is gone', async () => {
    let give: ((s: MediaStream) => void) | null = null;
    const track = { stopped: false, stop: () => (track.stopped = true) };
    const late = () => new Promise<MediaStream>((r) => (give = r));
    const { unmount } = render(<QrScanner autoStart camera={late} detector={fakeDetector().load} onCode={() => undefined} />);
    await waitFor(() => expect(give).not.toBeNull()); // the camera asked for, not there yet
    unmount();
    await frames();
    give!({ getTracks: () => [track] } as unknown as MediaStream);
    await waitFor(() => expect(track.stopped).toBe(true));
  });

  for (const [name, key] of [
    ['NotAllowedError', 'scan.denied'],
    ['NotFoundError', 'scan.absent'],
    ['NotReadableError', 'scan.busy'],
  ] as const) {
    it(`says in words when the camera fails (${name}) and takes typed or pasted codes instead`, async () => {
      const got: string[] = [];
      const refused = () => Promise.reject(Object.assign(new Error(name), { name }));
      render(<QrScanner autoStart multiple camera={refused} detector={fakeDetector().load} onCode={(c) => void got.push(c)} />);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${t(key)} ${t('scan.typeBelow')}`));
      const box = screen.getByLabelText(t('scan.pasteMany'));
      fireEvent.input(box, { target: { value: 'C1\n\n  C2  \nC1\n' } });
      fireEvent.click(screen.getByRole('button', { name: t('scan.read') }));
      expect(got).toEqual(['C1', 'C2']);
      expect(screen.getByText(t('scan.count', { count: 2 }))).toBeTruthy();
    });
  }

  it('says so when the reader itself cannot load (the camera is let go)', async () => {
    const camera = fakeCamera();
    render(<QrScanner autoStart camera={camera.open} detector={() => Promise.reject(new Error('offline'))} onCode={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${t('scan.failed')} ${t('scan.typeBelow')}`));
    expect(camera.running()).toBe(0);
  });

  it('names each getUserMedia failure', () => {
    expect(phaseForError({ name: 'SecurityError' })).toBe('denied');
    expect(phaseForError({ name: 'OverconstrainedError' })).toBe('absent');
    expect(phaseForError(new Error('x'))).toBe('failed');
    expect(phaseForError(null)).toBe('failed');
  });
});
