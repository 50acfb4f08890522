/**
 * `#/collect/…`: the teacher's "Collect results" screen (no need to play).
 *   #/collect                      asks which lesson (its link or class code)
 *   #/collect/<class code>[/<name>] the lesson's latest board (a new one if it has none)
 *   #/collect/new/<class code>[/<name>] a new board for the lesson
 *   #/collect/board/<id>           a board kept in history
 * Codes come in by the camera (many in a row), pasted (any number at once) or
 * typed; the board (src/class/board.ts) is rebuilt as each comes in. Every line
 * is saved with the board in history before it shows, so a reload or a killed
 * tablet loses nothing; a full disk is said in words and the codes stay on
 * screen (and in the CSV).
 */
import { LiveBoardPanel } from './live';
import { withLiveResult } from '../../class/liveRoster';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type BestPossible, boardCsv, buildBoard, orderPoints, type BoardStudent, type ClassBoard } from '../../class/board';
import { classCode, readLessonLink } from '../../class/code';
import { prettyText } from '../../games/tally/equation';
import { answerText, type AnswerText } from '../../class/answerText';
import { type Lesson, lessonKey } from '../../class/lesson';
import { readResultCode } from '../../class/resultCode';
import { formatDate, formatNumber, formatSigned, type MessageKey, refusalText, t } from '../../i18n';
import { newId } from '../../storage';
import { QrScanner } from '../components/QrScanner';
import { Screen } from '../components/Screen';
import { useApp } from '../context';
import { gameTitle } from '../lessons/describe';
import { hrefFor, navigate, redirect } from '../router';
import { storageReason } from '../storageText';
import { BOARD_KIND, boardMeta, boardRecord, collectRoute } from './boardRecord';
import { bestPossible, knowsBest } from './bestPossible';
import { noBestReason } from './bestNote';
import './collect.css';

/** The CSV's words in the reader's language. */
export function csvWordsHere() {
  return {
    rank: t('board.csv.rank'),
    name: t('board.csv.name'),
    round: (n: number) => t('board.csv.round', { n }),
    answer: (n: number) => t('board.csv.answer', { n }),
    seconds: (n: number) => t('board.csv.seconds', { n }),
    place: (n: number) => t('board.csv.place', { n }),
    times: (n: number) => t('board.csv.times', { n }),
    struck: (n: number) => t('board.csv.struck', { n }),
    total: t('board.csv.total'),
    hints: t('board.csv.hints'),
    finished: t('board.csv.finished'),
    yes: t('board.csv.yes'),
    no: t('board.csv.no'),
  };
}

const lessonParts = (lesson: Lesson): string[] => collectRoute(lesson).slice(1);

function LessonForm(props: { error?: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState(props.error ?? '');
  return (
    <form
      class="board-form"
      onSubmit={(e) => {
        e.preventDefault();
        const read = readLessonLink(text);
        if (!read.ok) {
          setError(t('board.lessonBad', { why: refusalText('class', read.refusal) }));
          return;
        }
        navigate('collect', ...lessonParts(read.lesson));
      }}
    >
      <p>{t('board.lessonNeeded')}</p>
      <label class="board-label" for="board-lesson">
        {t('board.lessonField')}
      </label>
      <input
        id="board-lesson"
        class="input"
        value={text}
        autocomplete="off"
        spellcheck={false}
        aria-invalid={error !== ''}
        aria-describedby={error ? 'board-lesson-error' : undefined}
        onInput={(e) => setText((e.target as HTMLInputElement).value)}
      />
      {error && (
        <p id="board-lesson-error" class="form-error" role="alert">
          {error}
        </p>
      )}
      <button class="btn btn-big" type="submit">
        {t('board.lessonOpen')}
      </button>
    </form>
  );
}

/** Boards this page made: their route replaces the lesson's when first saved, and must not open them afresh (the camera would stop). */
const madeHere = new Set<string>();

type Opened = { kind: 'ask'; error?: string } | { kind: 'board'; id: string | null; lesson: Lesson; codes: string; live: boolean } | { kind: 'loading' };

export default function Collect(props: { route: string[] }) {
  const { store } = useApp();
  const [opened, setOpened] = useState<Opened>({ kind: 'loading' });
  const key = props.route.join('/');
  useEffect(() => {
    let live = true;
    const [head, ...rest] = props.route;
    if (head === undefined) {
      setOpened({ kind: 'ask' });
      return;
    }
    if (head === 'board') {
      if (madeHere.has(rest[0] ?? '') && opened.kind === 'board') return;
      store.history.get(rest[0] ?? '').then(
        (rec) => {
          if (!live) return;
          const meta = rec ? boardMeta(rec) : null;
          setOpened(
            meta && rec ? { kind: 'board', id: rec.id, lesson: meta.lesson, codes: meta.codes, live: meta.live } : { kind: 'ask', error: t('route.notFound') },
          );
        },
        (e: unknown) => live && setOpened({ kind: 'ask', error: storageReason(e) }),
      );
      return;
    }
    const fresh = head === 'new';
    const read = readLessonLink(['class', ...(fresh ? rest : props.route)]);
    if (!read.ok) {
      setOpened({ kind: 'ask', error: t('board.lessonBad', { why: refusalText('class', read.refusal) }) });
      return;
    }
    if (fresh) {
      setOpened({ kind: 'board', id: null, lesson: read.lesson, codes: '', live: false });
      return;
    }
    // The lesson's latest board, if it has one.
    const k = lessonKey(read.lesson);
    store.history.list().then(
      (all) => {
        if (!live) return;
        const latest = all
          .filter((h) => h.meta.kind === BOARD_KIND)
          .map((h) => ({ h, m: boardMeta(h) }))
          .filter((x) => x.m !== null && lessonKey(x.m.lesson) === k)
          .sort((a, b) => b.h.finishedAt - a.h.finishedAt)[0];
        if (latest) redirect('collect', 'board', latest.h.id);
        else setOpened({ kind: 'board', id: null, lesson: read.lesson, codes: '', live: false });
      },
      () => live && setOpened({ kind: 'board', id: null, lesson: read.lesson, codes: '', live: false }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  if (opened.kind === 'loading')
    return (
      <Screen title={t('board.title')} back="#/">
        <p aria-busy="true">{t('common.loading')}</p>
      </Screen>
    );
  if (opened.kind === 'ask')
    return (
      <Screen title={t('board.title')} back="#/" class="is-form">
        <LessonForm {...(opened.error ? { error: opened.error } : {})} />
      </Screen>
    );
  return (
    <BoardScreen key={`${opened.id ?? 'new'}/${lessonKey(opened.lesson)}`} id={opened.id} lesson={opened.lesson} codes={opened.codes} live={opened.live} />
  );
}

function BoardScreen(props: { id: string | null; lesson: Lesson; codes: string; live: boolean }) {
  const { store } = useApp();
  const lesson = props.lesson;
  const [codes, setCodes] = useState(props.codes);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const [saved, setSaved] = useState<{ ok: true } | { ok: false; why: string } | null>(props.id ? { ok: true } : null);
  // The newest lines (quick scans build on it) and the record's id; saves run one after another.
  const latest = useRef(props.codes);
  const id = useRef(props.id);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // One reading of the codes per change: the board saved with them is the board shown (200 codes must show within a second on a phone).
  const built = useRef<{ codes: string; board: ClassBoard } | null>(null);
  const plain = useMemo(() => (built.current?.codes === codes ? built.current.board : buildBoard(lesson, codes)), [lesson, codes]);
  const best = useBestPossible(lesson, plain.rounds.length);
  const board = useMemo(() => (best.found.length === 0 ? plain : buildBoard(lesson, codes, best.found)), [plain, best.found]);
  // answers as the game prints them (TUF's χ and π with the lesson's rules), each worked out once
  const show = useMemo(() => answerText(lesson.game, lesson), [lesson]);
  const [linesOpen, setLinesOpen] = useState(false);
  /** Results came in live (a live race): its order note says the class's calls rank the places (kept in the board's record). */
  const [liveFed, setLiveFed] = useState(props.live);
  const liveNow = useRef(props.live);

  /** Changes the board's lines (codes added, or a device's live result replaced), saves, then shows them. */
  const change = (next: (lines: string) => string): Promise<void> => {
    const before = latest.current;
    latest.current = next(before);
    if (latest.current === before) return queue.current; // nothing new (a live result behind one already on the board)
    const snapshot = latest.current;
    queue.current = queue.current.then(async () => {
      const isNew = id.current === null;
      id.current ??= newId('classboard');
      try {
        const next = buildBoard(lesson, snapshot);
        built.current = { codes: snapshot, board: next };
        await store.history.save(boardRecord(id.current, lesson, snapshot, classCode(lesson), next, liveNow.current));
        setSaved({ ok: true });
        if (isNew) {
          madeHere.add(id.current);
          redirect('collect', 'board', id.current);
        }
      } catch (e) {
        if (isNew) id.current = null;
        setSaved({ ok: false, why: storageReason(e) });
      }
      setCodes(snapshot);
    });
    return queue.current;
  };
  const addLines = (text: string): Promise<void> => change((lines) => (lines === '' ? text : `${lines}\n${text}`));

  const csv = () => {
    const text = `\ufeff${boardCsv(board, csvWordsHere(), show)}`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    const name = (lesson.name.trim() || gameTitle(lesson.game)).replace(/[\\/:*?"<>|]+/g, ' ').slice(0, 60);
    a.download = `${name} ${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const title = lesson.name.trim() || gameTitle(lesson.game);
  const refused = board.lines.filter((l) => l.status === 'refused');
  return (
    <Screen title={t('board.title')} back="#/" class="board-screen">
      <p class="board-lesson">
        <strong>{t('board.lessonOf', { name: title, game: gameTitle(lesson.game) })}</strong>
      </p>
      <p class="board-print-only">{t('board.printedOn', { date: formatDate(Date.now()) })}</p>
      {/* a laptop: what brings results in on the left, the board on the right, both in view at once */}
      <div class="board-inputs board-no-print">
        <p class="board-lead">{t('board.lead')}</p>

        <section class="board-no-print board-scan" aria-label={t('board.scanTitle')}>
          <QrScanner
            multiple
            paste={false}
            onCode={(text) => {
              const r = readResultCode(text, lesson);
              if (!r.ok) return refusalText('board', r.refusal);
              void addLines(r.code);
              return undefined;
            }}
          />
        </section>

        <div class="board-no-print">
          <LiveBoardPanel
            lesson={lesson}
            onResult={(code, device) => {
              liveNow.current = true;
              setLiveFed(true);
              void change((lines) => withLiveResult(lesson, lines, device, code));
            }}
            has={(code) => latest.current.includes(code)}
          />
        </div>

        <form
          class="board-form board-no-print"
          onSubmit={(e) => {
            e.preventDefault();
            const lines = input.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
            if (lines.length === 0) {
              setInputError(t('board.addNothing'));
              return;
            }
            setInputError('');
            setAdded(lines.length);
            setInput('');
            void addLines(lines.join('\n'));
          }}
        >
          <label class="board-label" for="board-codes">
            {t('board.codesField')}
          </label>
          <textarea
            id="board-codes"
            class="input board-codes"
            rows={3}
            value={input}
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            aria-invalid={inputError !== ''}
            aria-describedby={inputError ? 'board-codes-error' : undefined}
            onInput={(e) => setInput((e.target as HTMLTextAreaElement).value)}
          />
          {inputError && (
            <p id="board-codes-error" class="form-error" role="alert">
              {inputError}
            </p>
          )}
          <button class="btn btn-big" type="submit">
            {t('board.add')}
          </button>
        </form>

        <div class="board-status board-no-print" role="status">
          {added !== null && <span>{t('board.added', { count: added })} </span>}
          {saved?.ok === true && <span>{t('board.kept')}</span>}
        </div>
        {saved?.ok === false && (
          <p class="form-error board-no-print" role="alert">
            {t('board.notKept', { why: saved.why })}
          </p>
        )}
      </div>

      <div class="board-results">
        <Counts board={board} />
        {board.orderPlay && (
          <p class="board-order">
            {t(liveFed ? 'board.orderPlayLive' : 'board.orderPlay', {
              first: orderPoints(1, board.students.length),
              second: orderPoints(2, board.students.length),
            })}
          </p>
        )}

        {refused.length > 0 && (
          <section class="board-refused board-no-print" aria-labelledby="board-refused-title">
            <h2 id="board-refused-title">{t('board.refusedTitle')}</h2>
            <ul>
              {refused.map((l, i) => (
                <li key={i}>
                  <span class="board-line">{t('board.line', { n: l.line })}</span> <code>{l.text}</code>
                  <br />
                  {l.refusal ? refusalText('board', l.refusal) : ''}
                </li>
              ))}
            </ul>
          </section>
        )}

        {board.students.length === 0 ? <p class="board-empty">{t('board.empty')}</p> : <BoardTable board={board} show={show} />}
        {board.rounds.length > 0 && board.students.length > 0 && <Rounds board={board} note={noBestReason(lesson)} show={show} />}
        {best.busy && board.students.length > 0 && (
          <p class="board-note board-no-print" aria-busy="true">
            {t('board.bestLoading')}
          </p>
        )}

        {board.lines.length > 0 && (
          <details class="board-lines board-no-print" onToggle={(e) => setLinesOpen((e.currentTarget as HTMLDetailsElement).open)}>
            <summary>
              {t('board.linesTitle')} ({formatNumber(board.lines.length)})
            </summary>
            {linesOpen && (
              <ol>
                {board.lines.map((l, i) => (
                  <li key={i} class={`board-line-${l.status}`}>
                    <span class="board-line">{t('board.line', { n: l.line })}</span> <code>{l.text}</code> — {lineStatus(board, l)}
                  </li>
                ))}
              </ol>
            )}
          </details>
        )}

        <div class="board-actions board-no-print">
          <button type="button" class="btn" onClick={csv} disabled={board.students.length === 0}>
            {t('board.csvDownload')}
          </button>
          <button type="button" class="btn" onClick={() => window.print()} disabled={board.students.length === 0}>
            {t('board.print')}
          </button>
          <a class="btn btn-quiet" href={hrefFor('collect', 'new', ...lessonParts(lesson))}>
            {t('board.newBoard')}
          </a>
        </div>
      </div>
    </Screen>
  );
}

/** The best possible answer of each round, asked of the game's solver one round after another (none for games it cannot tell). */
function useBestPossible(lesson: Lesson, rounds: number): { found: (BestPossible | null)[]; busy: boolean } {
  const [state, setState] = useState<{ found: (BestPossible | null)[]; busy: boolean }>({ found: [], busy: false });
  const key = lessonKey(lesson);
  useEffect(() => {
    if (!knowsBest(lesson) || rounds === 0) return;
    const ctl = new AbortController();
    let live = true;
    (async () => {
      const found: (BestPossible | null)[] = [];
      setState({ found: [], busy: true });
      for (let i = 0; i < rounds; i++) {
        let b: BestPossible | null = null;
        try {
          b = await bestPossible(lesson, i, ctl.signal);
        } catch {
          // a solver that fails or is stopped leaves this round without its best possible; the board is still whole
        }
        if (!live) return;
        found.push(b);
        setState({ found: [...found], busy: i < rounds - 1 });
      }
    })();
    return () => {
      live = false;
      ctl.abort();
    };
  }, [key, rounds]);
  return state;
}

function lineStatus(board: ClassBoard, l: ClassBoard['lines'][number]): string {
  const name = l.student === undefined ? '' : (board.students[l.student]?.name ?? '');
  switch (l.status) {
    case 'counted':
      return t('board.status.counted', { name });
    case 'duplicate':
      return t('board.status.duplicate', { n: l.sameAs ?? 0 });
    case 'superseded':
      return t('board.status.superseded', { name });
    default:
      return l.refusal ? refusalText('board', l.refusal) : '';
  }
}

function Counts(props: { board: ClassBoard }) {
  const c = props.board.counts;
  const parts = [t('board.students', { count: props.board.students.length })];
  if (c.refused > 0) parts.push(t('board.refusedCount', { count: c.refused }));
  if (c.duplicate > 0) parts.push(t('board.duplicateCount', { count: c.duplicate }));
  if (c.superseded > 0) parts.push(t('board.supersededCount', { count: c.superseded }));
  return <p class="board-counts">{parts.join(' · ')}</p>;
}

function RoundCell(props: { s: BoardStudent; i: number; orderPlay: boolean; show: AnswerText }) {
  const r = props.s.rounds[props.i];
  if (!r)
    return (
      <td class="board-none">
        <span aria-hidden="true">–</span>
        <span class="visually-hidden">{t('board.notPlayed')}</span>
      </td>
    );
  return (
    <td>
      <span class="board-score">{formatSigned(r.score)}</span>
      {r.declared !== undefined && r.declared !== '' && (
        <span class="board-declared">
          {r.struck || r.times
            ? r.declared.split(/\s+/).map((e, k) => {
                // each equation's time from the start of the sand timer, where the result has them
                const ms = r.times?.[k];
                const time = ms === undefined ? null : <span class="board-eq-time"> ({t('board.seconds', { seconds: Math.round(ms / 100) / 10 })})</span>;
                return r.struck?.includes(e) ? (
                  <s key={k} title={t('board.struckLabel')}>
                    {props.show(e)}
                    {time}
                    <span class="visually-hidden"> ({t('board.struckLabel')})</span>{' '}
                  </s>
                ) : (
                  <span key={k}>
                    {props.show(e)}
                    {time}{' '}
                  </span>
                );
              })
            : props.show(r.declared)}
        </span>
      )}
      {r.ms !== undefined && (
        <span class="board-time">
          {props.orderPlay && r.place !== undefined ? `${t('board.place', { place: r.place })} · ` : ''}
          {/* places by time: hundredths, so two places never read the same time */}
          {t('board.seconds', { seconds: props.orderPlay && r.place !== undefined ? Math.round(r.ms / 10) / 100 : Math.round(r.ms / 100) / 10 })}
        </span>
      )}
    </td>
  );
}

function BoardTable(props: { board: ClassBoard; show: AnswerText }) {
  const b = props.board;
  return (
    <div class="board-table-wrap" tabIndex={0} role="region" aria-label={t('board.tableCaption')}>
      <table class="board-table">
        <caption class="visually-hidden">{t('board.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.col.rank')}</th>
            <th scope="col">{t('board.col.name')}</th>
            {b.rounds.map((_, i) => (
              <th scope="col" key={i}>
                {t('board.col.round', { n: i + 1 })}
              </th>
            ))}
            <th scope="col">{t('board.col.total')}</th>
            <th scope="col">{t('board.col.hints')}</th>
          </tr>
        </thead>
        <tbody>
          {b.students.map((s, k) => (
            <tr key={k}>
              <td class="board-rank">{formatNumber(s.rank)}</td>
              <th scope="row" class="board-name">
                {s.name}
                {!s.finished && <span class="board-note">{t('board.afterRound', { count: s.rounds.filter(Boolean).length })}</span>}
                {!s.signed && <span class="board-note">{t('board.unsigned')}</span>}
              </th>
              {b.rounds.map((_, i) => (
                <RoundCell key={i} s={s} i={i} orderPlay={b.orderPlay} show={props.show} />
              ))}
              <td class="board-total">{formatSigned(s.total)}</td>
              <td>{formatNumber(s.hints)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Rounds(props: { board: ClassBoard; note: MessageKey | null; show: AnswerText }) {
  return (
    <section class="board-rounds" aria-labelledby="board-rounds-title">
      <h2 id="board-rounds-title">{t('board.roundsTitle')}</h2>
      <ul>
        {props.board.rounds.map((r, i) => (
          <li key={i}>
            <strong>{t('board.roundTitle', { n: i + 1 })}</strong>
            <span class="board-round-line">
              {r.best === null
                ? t('board.nobodyScored')
                : r.best.declared !== undefined
                  ? t('board.bestFound', {
                      answer: props.show(r.best.declared),
                      points: t('board.points', { count: r.best.score }),
                      names: r.best.by.join(', '),
                    })
                  : t('board.bestFoundNoAnswer', { points: t('board.points', { count: r.best.score }), names: r.best.by.join(', ') })}
            </span>
            {r.possible && (
              <span class="board-round-line">
                {t('board.bestPossible', {
                  answer: props.board.game === 'tally' ? prettyText(r.possible.text) : r.possible.text,
                  points: t('board.points', { count: r.possible.score }),
                })}
                {r.nobodyFound ? ` ${t('board.nobodyFound')}` : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
      {props.note && <p class="board-note board-no-best">{t(props.note)}</p>}
    </section>
  );
}
