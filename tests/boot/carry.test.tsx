// @vitest-environment happy-dom
/**
 * What a student typed into the prerendered home before the app took over
 * comes back in the live screen (src/boot/carry.ts): captured from the copy,
 * written into the live field of the same id through an input event (so the
 * screen's own state holds it), focus and caret included.
 */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInputs, liveId, restoreInputs } from '../../src/boot/carry';

afterEach(() => {
  document.body.replaceChildren();
});

/** A prerendered copy as index.html carries it (src/build/prerender.ts): ids suffixed but in English. */
function copy(lang: string, inner: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'app';
  root.innerHTML = `<div class="prerender" data-lang="${lang}">${inner}</div>`;
  document.body.appendChild(root);
  return root;
}

/** A controlled field like Home's code box: what the screen's state says is what it shows. */
function CodeBox(props: { seen: string[] }) {
  const [code, setCode] = useState('');
  props.seen.push(code);
  return (
    <form>
      <input id="code-input" value={code} onInput={(e) => setCode((e.target as HTMLInputElement).value)} />
      <button type="submit" disabled={code.trim() === ''}>
        Open
      </button>
    </form>
  );
}

describe('carrying typed text over the takeover', () => {
  it('maps a non-English copy’s ids back to the live ones', () => {
    expect(liveId('code-input-fr', 'fr')).toBe('code-input');
    expect(liveId('code-input', 'en')).toBe('code-input');
    expect(liveId('code-input', 'es')).toBe('code-input');
    expect(liveId('games-h-es', undefined)).toBe('games-h-es');
  });

  it('captures only fields that changed or hold the focus, and none without an id', () => {
    const root = copy('fr', '<input id="code-input-fr" value=""><input id="other-fr" value="x"><input value="no id"><input id="box-fr" type="checkbox">');
    const [code, other, noId, box] = Array.from(root.querySelectorAll('input'));
    expect(captureInputs(root)).toEqual([]);
    (code as HTMLInputElement).value = 'tuf:g=1#abc';
    (noId as HTMLInputElement).value = 'lost on purpose';
    (box as HTMLInputElement).checked = true;
    (other as HTMLInputElement).focus();
    const got = captureInputs(root);
    expect(got.map((f) => [f.id, f.changed, f.focused])).toEqual([
      ['code-input', true, false],
      ['other', false, true],
      ['box', true, false],
    ]);
    expect(got[0]?.value).toBe('tuf:g=1#abc');
    expect(got[2]?.checked).toBe(true);
  });

  it('writes the text into the live screen’s state, with the focus and the caret', async () => {
    const root = copy('en', '<form><input id="code-input" value=""><button type="submit" disabled>Open</button></form>');
    const input = root.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = 'tally:b=4481917632905758';
    input.setSelectionRange(2, 5);
    const typed = captureInputs(root);
    root.replaceChildren();
    const seen: string[] = [];
    render(<CodeBox seen={seen} />, root);
    expect(restoreInputs(root, typed)).toBe(1);
    // the component re-renders with the text as its own state (the render the restored input event causes)
    await vi.waitFor(() => expect(seen.at(-1)).toBe('tally:b=4481917632905758'));
    const live = root.querySelector('input') as HTMLInputElement;
    // the button it disables on an empty box is enabled
    expect(live.value).toBe('tally:b=4481917632905758');
    expect((root.querySelector('button') as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 5]);
  });

  it('leaves a live screen without that field (or with another kind of field) alone', () => {
    const root = copy('en', '<input id="code-input" value="">');
    (root.querySelector('input') as HTMLInputElement).value = 'abc';
    const typed = captureInputs(root);
    root.innerHTML = '<h1>Tally Rally</h1>';
    expect(restoreInputs(root, typed)).toBe(0);
    root.innerHTML = '<textarea id="code-input"></textarea>';
    expect(restoreInputs(root, typed)).toBe(0);
    expect((root.querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
  });

  it('carries a ticked box with a change event', () => {
    const root = copy('es', '<input id="box-es" type="checkbox">');
    (root.querySelector('input') as HTMLInputElement).checked = true;
    const typed = captureInputs(root);
    root.innerHTML = '<input id="box" type="checkbox">';
    const events: string[] = [];
    const live = root.querySelector('input') as HTMLInputElement;
    live.addEventListener('input', () => events.push('input'));
    live.addEventListener('change', () => events.push('change'));
    expect(restoreInputs(root, typed)).toBe(1);
    expect(live.checked).toBe(true);
    expect(events).toEqual(['input', 'change']);
  });
});
