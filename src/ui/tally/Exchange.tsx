/**
 * Results codes between devices: this device's people's codes (text and QR)
 * and a box to add the others' codes, before or after the results are shown,
 * so that equations found on two devices are struck out.
 */
import { useState } from 'preact/hooks';
import { encodeResults, resultsCodeIn, RESULTS_ROUTE } from '../../games/tally/codes';
import { checkImport, hintsOf, type TallyMove, type TallyState } from '../../games/tally/round';
import { QrCode } from '../components/QrCode';
import { shareLink } from '../components/ShareCode';
import { t, refusalText } from '../../i18n';
import type { DispatchResult } from '../session';
import { deviceId } from './device';
import { within } from '../../core/refusal';

/** A player's name with a button to change it (names need not match across devices, but a class may want them to). */
function Rename(props: { state: TallyState; p: number; dispatch: (m: TallyMove) => Promise<DispatchResult> }) {
  const name = props.state.players[props.p]?.name ?? '';
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [msg, setMsg] = useState<string | null>(null);
  if (!editing)
    return (
      <button
        type="button"
        class="btn btn-small btn-quiet tally-rename"
        onClick={() => {
          setValue(name);
          setMsg(null);
          setEditing(true);
        }}
      >
        {t('tally.rename')}
      </button>
    );
  const id = `tally-rename-${props.p}`;
  return (
    <form
      class="code-form tally-rename-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await props.dispatch({ t: 'rename', p: props.p, name: value });
        if (r.ok) setEditing(false);
        else setMsg(refusalText('tally', r.refusal));
      }}
    >
      <label class="visually-hidden" for={id}>
        {t('tally.renameLabel', { name })}
      </label>
      <input id={id} class="input" maxLength={20} value={value} onInput={(e) => setValue((e.currentTarget as HTMLInputElement).value)} />
      <button class="btn" type="submit" disabled={value.trim() === ''}>
        {t('tally.renameSave')}
      </button>
      {msg && (
        <p class="form-error" role="alert">
          {msg}
        </p>
      )}
    </form>
  );
}

/**
 * The link a results QR code holds: scanned with a phone's camera it opens
 * `#/tally/results/<code>` on that device, which adds the sheet to the round
 * with the same board. Only `/` needs escaping in a results code.
 */
export function resultsLink(code: string): string {
  return shareLink(`#/${RESULTS_ROUTE}${code.replace(/\//g, '%2F')}`);
}

export function TallyExchange(props: { state: TallyState; dispatch: (m: TallyMove) => Promise<DispatchResult>; open: boolean }) {
  const { state, dispatch } = props;
  const [input, setInput] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const device = deviceId();
  const mine = state.players.flatMap((p, i) =>
    p.kind === 'human'
      ? [
          {
            p: i,
            name: p.name,
            code: encodeResults(
              state.board,
              state.params.parens,
              p.name,
              (state.sheets[i] ?? []).map((e) => ({ cells: e.cells, eq: e.text })),
              device,
              hintsOf(state, i),
            ),
          },
        ]
      : [],
  );
  return (
    <details class="tally-share" open={props.open}>
      <summary>{t('tally.exchange')}</summary>
      <p class="tally-help">{t('tally.exchangeHelp')}</p>
      {mine.map((m) => (
        <div class="tally-results-code" key={m.p}>
          <QrCode text={resultsLink(m.code)} label={t('tally.resultsOf', { name: m.name })} size={180} />
          <div>
            <div class="share-label">{mine.length > 1 ? t('tally.resultsOf', { name: m.name }) : t('tally.yourResults')}</div>
            <output class="share-code tally-code">{m.code}</output>
            <Rename state={state} p={m.p} dispatch={dispatch} />
          </div>
        </div>
      ))}
      {state.players.some((p) => p.kind === 'remote') && (
        <ul class="tally-remotes" aria-label={t('tally.remotes')}>
          {state.players.map((p, i) =>
            p.kind === 'remote' ? (
              <li key={i}>
                <span>{p.name}</span> <Rename state={state} p={i} dispatch={dispatch} />
              </li>
            ) : null,
          )}
        </ul>
      )}
      <form
        class="code-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const code = resultsCodeIn(input);
          const check = checkImport(state, code, device);
          if (!check.ok) {
            const issue = check.refusal;
            setMsg({ ok: false, text: t('tally.resultsBad', { reason: refusalText('tally', within('import', issue)) }) });
            return;
          }
          const r = await dispatch({ t: 'import', code });
          if (r.ok) {
            setMsg({ ok: true, text: t('tally.resultsAdded', { name: check.name }) });
            setInput('');
          } else setMsg({ ok: false, text: t('tally.resultsBad', { reason: refusalText('tally', r.refusal) }) });
        }}
      >
        <label class="visually-hidden" for="tally-results-in">
          {t('tally.addResults')}
        </label>
        <input
          id="tally-results-in"
          class="input"
          placeholder={t('tally.addResults')}
          value={input}
          onInput={(e) => setInput((e.currentTarget as HTMLInputElement).value)}
        />
        <button class="btn" type="submit" disabled={input.trim() === ''}>
          {t('tally.addResultsButton')}
        </button>
      </form>
      {msg && (
        <p class={msg.ok ? 'tally-ok' : 'form-error'} role="status">
          {msg.text}
        </p>
      )}
    </details>
  );
}
