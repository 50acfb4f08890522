/** Feedback: the end of a timer's short chime (made with Web Audio, no sound file) and buzz; a scanned code's beep. */
import type { Settings } from '../../storage';

let audio: AudioContext | null = null;

export function chime(): void {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    const now = ctx.currentTime;
    [880, 660, 880].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.25);
      gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.25 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.25 + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + i * 0.25);
      osc.stop(now + i * 0.25 + 0.25);
    });
  } catch {
    // No audio on this device: the visual end of the timer still shows.
  }
}

/** One short high beep: a code was read (the scanner's acknowledgement, much shorter than the timer's chime). */
export function blip(): void {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    const now = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 1320;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.25, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.09);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now);
    osc.stop(now + 0.1);
  } catch {
    // No audio on this device: the count on screen still says the code was read.
  }
}

export function buzz(pattern: number[] = [200, 100, 200]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

export function timeUpFeedback(settings: Settings): void {
  if (settings.sound) chime();
  if (settings.vibration) buzz();
}
