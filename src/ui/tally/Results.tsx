/**
 * End of round: the scores, every sheet with duplicates struck (struck lines
 * are crossed out and say who else found them, not only greyed), and what
 * the board held: its longest equation and good ones nobody found, each
 * drawable on the board.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatBoard } from '../../games/tally/board';
import { prettyText } from '../../games/tally/equation';
import { hintsOf, scoreRound, winners, type TallyMove, type TallyState } from '../../games/tally/round';
import type { DispatchResult } from '../session';
import { TallyExchange } from './Exchange';
import type { Found, Longest } from '../../../workers/tally/solver';
import { Scoreboard } from '../components/Scoreboard';
import { formatNumber, t } from '../../i18n';
import { BoardView } from './BoardView';
import { tallySolver } from './solver';
import { useLeaveSignal } from '../services/leaveSignal';
import { errorText } from '../services/solverText';

export function TallyResults(props: {
  state: TallyState;
  series?: Record<string, number>[];
  onAgain: () => void;
  dispatch: (m: TallyMove) => Promise<DispatchResult>;
}) {
  const { state } = props;
  const scored = scoreRound(state);
  const win = winners(scored);
  const best = scored[win[0] ?? 0]?.total ?? 0;
  const [shown, setShown] = useState<{ text: string; cells: number[] } | null>(null);
  const [longest, setLongest] = useState<Longest | null>(null);
  const [unfound, setUnfound] = useState<Found[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const signal = useLeaveSignal();

  useEffect(() => {
    let live = true;
    const board = formatBoard(state.board);
    const keys = [...new Set(state.sheets.flat().map((e) => e.key))];
    (async () => {
      try {
        const l = await tallySolver().longest(board, 1500, signal);
        if (!live) return;
        setLongest(l);
        const b = await tallySolver().best(board, 5, 6, keys, state.params.parens, signal);
        if (live) setUnfound(b);
      } catch (e) {
        if (live) setFailed(errorText(e));
      }
    })();
    return () => {
      live = false;
    };
  }, [state.seed, formatBoard(state.board)]);

  const kindLabel = (i: number): string => {
    const pl = state.players[i];
    const k = pl?.kind;
    return k === 'bot'
      ? ` (${t('tally.kind.bot', { level: t(`tally.level.${pl?.level ?? 'medium'}`) })})`
      : k === 'remote'
        ? ` (${t('tally.kind.remote')})`
        : '';
  };
  const show = (f: { text: string; cells: number[] }) => (
    <button type="button" class="btn btn-small btn-quiet tally-show" aria-label={t('tally.showPath', { text: prettyText(f.text) })} onClick={() => setShown(f)}>
      {prettyText(f.text)}
    </button>
  );

  return (
    <div class="tally-results">
      <div class="tally-results-top">
        <p class="tally-winner" role="status">
          {scored.length === 1
            ? t('tally.alone', { name: scored[0]?.player.name ?? '', points: t('tally.pointCount', { count: best }) })
            : win.length === 1
              ? t('tally.winner', { name: scored[win[0] as number]?.player.name ?? '', points: t('tally.pointCount', { count: best }) })
              : t('tally.tie', { names: win.map((i) => scored[i]?.player.name ?? '').join(', '), points: t('tally.pointCount', { count: best }) })}
        </p>
        <Scoreboard
          caption={t('tally.scores')}
          rows={scored.map((s) => ({ name: s.player.name, rounds: [...(props.series ?? []).map((r) => r[s.player.name] ?? 0), s.total] }))}
        />
      </div>
      <div class="tally-results-grid">
        <div class="tally-sheets">
          {scored.map((s, i) => (
            <section class="tally-result-sheet" key={s.player.name} aria-label={t('tally.sheetOf', { name: s.player.name })}>
              <h3>
                {t('tally.sheetOf', { name: s.player.name })}
                {kindLabel(i)} · {formatNumber(s.total)}
              </h3>
              {hintsOf(state, i) > 0 && <p class="tally-muted">{t('tally.hintsUsed', { n: hintsOf(state, i) })}</p>}
              {s.entries.length === 0 ? (
                <p class="tally-muted">{t('tally.sheetEmptyEnd')}</p>
              ) : (
                <ul class="tally-entries">
                  {s.entries.map((e) => (
                    <li key={e.key} class={e.struck ? 'is-struck' : ''}>
                      <span class="tally-entry-text">{e.struck ? <s>{show(e)}</s> : show(e)}</span>
                      <span class="tally-entry-points">
                        {e.struck
                          ? t('tally.struck', { names: e.sharedWith.map((q) => state.players[q]?.name ?? '').join(', ') })
                          : t('tally.points', { n: e.points })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {(state.players.some((p) => p.kind === 'remote') || state.players.every((p) => p.kind === 'human')) && (
            <TallyExchange state={state} dispatch={props.dispatch} open={false} />
          )}
        </div>
        <section class="tally-held" aria-label={t('tally.held')}>
          <h3>{t('tally.held')}</h3>
          <BoardView board={state.board} path={shown?.cells ?? []} small label={shown ? prettyText(shown.text) : t('tally.board')} />
          <p class="tally-shown" aria-live="polite">
            {shown ? prettyText(shown.text) : ''}
          </p>
          {failed && <p class="form-error">{t('tally.heldFailed', { reason: failed })}</p>}
          {!longest && !failed && <p aria-busy="true">{t('tally.thinking')}</p>}
          {longest?.equation && (
            <div>
              <h4>{longest.proven ? t('tally.longest', { tiles: longest.tiles }) : t('tally.longestUnproven', { tiles: longest.tiles })}</h4>
              <p class="tally-long">{show(longest.equation)}</p>
            </div>
          )}
          {unfound && (
            <div>
              <h4>{t('tally.bestUnfound')}</h4>
              {unfound.length === 0 ? (
                <p>{t('tally.noneUnfound')}</p>
              ) : (
                <ul class="tally-unfound">
                  {unfound.map((f) => (
                    <li key={f.text}>
                      {show(f)} <span class="tally-entry-points">{t('tally.points', { n: f.tiles })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </section>
      </div>
      <div class="button-row">
        <button type="button" class="btn btn-primary" onClick={props.onAgain}>
          {t('tally.newRound')}
        </button>
        <a class="btn" href="#/">
          {t('tally.home')}
        </a>
      </div>
    </div>
  );
}
