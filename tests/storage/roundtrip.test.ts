/**
 * Backups restore whole (issue 31, "Backups do not fully restore"): every kind
 * of record the app writes, exported from one profile and imported into a
 * fresh one, comes back equal; DiceCulus scores as its screen writes them
 * (fractions from the quotient rule, large products) are accepted; the file's
 * settings are imported and named; a version written as a string is read.
 */
import { migrateGame } from '../../src/storage/migrate';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { replayMoves, type GameEngine } from '../../src/core/engine';
import { formatGameId, parseGameId } from '../../src/core/gameId';
import { engineFor } from '../../src/games/registry';
import {
  diceculusEngine,
  DEFAULT_PARAMS as DICE_DEFAULTS,
  type DiceMove,
  type DiceParams,
  type DiceState,
  type Level as DiceLevel,
} from '../../src/games/diceculus/game';
import { mathable, type MathableMove, type MathableState } from '../../src/games/mathable/engine';
import { applyMove as tallyApply, initRound, tallyEngine, type TallyMove } from '../../src/games/tally/round';
import { totals as tufTotals, winners as tufWinners, type MatchState } from '../../src/games/tuf/plugin';
import { defaultParams, formatMatchParams } from '../../src/games/tuf/matchParams';
import { totals as wordsTotals, winners as wordsWinners, type WordsState } from '../../src/games/words/plugin';
import { rotaryTotals, type RotaryState } from '../../src/games/words/rotary';
import { botMove } from '../../workers/diceculus/bots';
import { computerTurn } from '../../workers/mathable/computer';
import { gameHistory as mathableGameHistory } from '../../src/ui/mathable/view';
import { gameHistory as diceGameHistory } from '../../src/ui/diceculus/describe';
import { roundHistory } from '../../src/ui/tally/describe';
import { addToClassList } from '../../src/ui/words/classList';
import { exportAll, historyId, openStore, readExport, type HistoryRecord, type SessionRecord, type Settings, type Store } from '../../src/storage';
import { applyImport, checkImport, checkRecord, readImportText, settingChanges } from '../../src/storage/importer';

const T = Date.UTC(2026, 9, 1);

/** A browser profile of its own: a fresh IndexedDB, opened as the app opens it. */
async function freshProfile(): Promise<Store> {
  globalThis.indexedDB = new IDBFactory();
  return openStore();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

type AnyEngine = GameEngine<unknown, unknown, unknown>;

function replay(record: Pick<SessionRecord, 'game' | 'code' | 'moves'>): unknown {
  const engine = engineFor(record.game) as AnyEngine;
  const id = parseGameId(record.code);
  const out = replayMoves(engine, engine.parseParams(id.params), id.seed, record.moves);
  expect(out.rejected, `${record.code} replays`).toBeNull();
  return out.state;
}

let serial = 0;
function sessionOf(game: string, code: string, moves: unknown[], finished: boolean, view?: unknown): SessionRecord {
  serial++;
  return {
    id: `${game}-${serial}`,
    game,
    code,
    moves,
    status: finished ? 'finished' : 'active',
    title: `${game} ${serial}`,
    createdAt: T + serial * 1000,
    updatedAt: T + serial * 1000 + 500,
    ...(view !== undefined ? { view } : {}),
  };
}

/**
 * The saved-game fixtures (every game, written by the app's builds): sessions
 * exactly as saved, and the history record a finished one wrote.
 */
function fixtures(): { sessions: SessionRecord[]; history: HistoryRecord[] } {
  const sessions: SessionRecord[] = [];
  const history: HistoryRecord[] = [];
  for (const dir of ['tuf', 'words', 'words/rotary', 'diceculus', 'mathable', 'tally']) {
    const url = new URL(`../fixtures/${dir}/`, import.meta.url);
    for (const name of readdirSync(url)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const fx = JSON.parse(readFileSync(new URL(name, url), 'utf8')) as {
        session?: Omit<SessionRecord, 'id' | 'createdAt' | 'updatedAt'>;
        history?: Omit<HistoryRecord, 'id' | 'finishedAt'>;
      };
      if (!fx.session?.code) continue;
      // Saved by earlier builds: as this build reads them (src/storage/migrate.ts), then saved by it.
      const session = migrateGame(fx.session);
      // The words fixtures keep only code and moves: finished is what the replay says.
      const state = replay(session) as { phase?: string; over?: boolean; ended?: unknown };
      const finished = session.status === 'finished' || state.phase === 'finished';
      const s = sessionOf(session.game, session.code, session.moves, finished, session.view);
      sessions.push(s);
      if (fx.history) history.push({ ...migrateGame(fx.history), id: historyId(s.id), finishedAt: s.updatedAt });
    }
  }
  return { sessions, history };
}

/** A DiceCulus game between computer players, as the screen saves it (join, start, then one move at a time). */
function diceGame(params: DiceParams, seed: string, levels: DiceLevel[]): { code: string; moves: DiceMove[]; state: DiceState } {
  const moves: DiceMove[] = [...levels.map((bot, i) => ({ t: 'join' as const, name: `Robo ${i + 1}`, bot })), { t: 'start', cover: true }];
  let s = moves.reduce((st, m) => diceculusEngine.apply(st, m), diceculusEngine.init(params, seed));
  for (let guard = 0; !s.over && guard < 20_000; guard++) {
    const m = botMove(s) as DiceMove;
    moves.push(m);
    s = diceculusEngine.apply(s, m);
  }
  expect(s.over).toBe(true);
  return { code: formatGameId({ game: 'diceculus', params: diceculusEngine.formatParams(params), seed }), moves, state: s };
}

/** DiceCulus's history record as its screen writes it (gameHistory, src/ui/diceculus/describe.ts). */
function diceHistory(sessionId: string, code: string, state: DiceState): HistoryRecord {
  return { ...diceGameHistory(state, code), id: historyId(sessionId), finishedAt: T + 50_000 };
}

/** A Mathable game between computers, as the screen saves it (a names move, then each turn's moves). */
function mathableGame(seed: string): { code: string; moves: MathableMove[]; state: MathableState; names: string[] } {
  const params = {
    seats: [
      { kind: 'computer' as const, level: 'hard' as const },
      { kind: 'computer' as const, level: 'easy' as const },
    ],
    hiddenRacks: false,
  };
  const names = ['COMP 1', 'COMP 2'];
  const moves: MathableMove[] = [{ type: 'names', names } as MathableMove];
  let s = mathable.apply(mathable.init(params, seed), moves[0] as MathableMove);
  for (let i = 0; i < 2000 && !s.ended; i++) {
    for (const m of computerTurn(s)) {
      moves.push(m);
      s = mathable.apply(s, m);
    }
  }
  expect(s.ended).toBeTruthy();
  return { code: formatGameId({ game: 'mathable', params: mathable.formatParams(params), seed }), moves, state: s, names };
}

const SETTINGS: Settings = { language: 'fr', sound: false, vibration: false, motion: 'reduce', theme: 'dark', largeText: true, guidesSeen: ['tuf', 'tally'] };

/** Fills a profile with every kind of record the app writes. */
async function fill(store: Store): Promise<void> {
  const { sessions, history } = fixtures();

  // TUF, TUF words and Rotary: finished fixtures go into the history as the race screens write them.
  for (const s of sessions.filter((x) => x.status === 'finished' && ['tuf', 'words', 'wordsrotary'].includes(x.game))) {
    const state = replay(s);
    const names = ((s.view as { names?: (string | null)[] } | undefined)?.names ?? []).map((n, i) => n ?? `Seat ${i + 1}`);
    // the race games' players as their screens list them: named seats, their totals, computers marked
    const racePlayers = (seats: readonly { kind: string }[], tot: readonly number[]) =>
      seats.map((seat, i) => ({ name: names[i] ?? `Seat ${i + 1}`, score: tot[i] ?? 0, ...(seat.kind === 'computer' ? { computer: true } : {}) }));
    if (s.game === 'tuf') {
      const st = state as MatchState;
      const tot = tufTotals(st);
      history.push({
        id: historyId(s.id),
        game: 'tuf',
        code: s.code,
        finishedAt: st.lastAt,
        players: racePlayers(st.seats, tot),
        meta: { game: st.params.game, rounds: st.params.rounds, winners: tufWinners(st), hintsUsed: false },
        moves: s.moves,
      });
    } else if (s.game === 'words') {
      const st = state as WordsState;
      const tot = wordsTotals(st);
      history.push({
        id: historyId(s.id),
        game: 'words',
        code: s.code,
        finishedAt: st.lastAt,
        players: racePlayers(st.seats, tot),
        meta: { dict: st.params.dict, rounds: st.params.rounds, winners: wordsWinners(st), hintsUsed: true },
        moves: s.moves,
      });
    } else if (s.game === 'wordsrotary') {
      const st = state as RotaryState;
      const tot = rotaryTotals(st);
      history.push({
        id: historyId(s.id),
        game: 'wordsrotary',
        code: s.code,
        finishedAt: st.lastAt,
        players: tot.map((score, i) => ({ name: names[i] ?? `Seat ${i + 1}`, score })),
        meta: { dict: st.params.dict, rounds: st.params.rounds, variation: 'rotary' },
        moves: s.moves,
      });
    }
  }

  // DiceCulus under the basic rule, the quotient rule (fractions) and the product rule (large scores): finished and in progress.
  for (const [i, end] of (['sum', 'quotient', 'product'] as const).entries()) {
    const g = diceGame({ ...DICE_DEFAULTS, rounds: 1, end, penalty: i === 0 }, `dice${i}`, ['hard', 'medium', 'easy']);
    const done = sessionOf('diceculus', g.code, g.moves, true);
    sessions.push(done, sessionOf('diceculus', g.code, g.moves.slice(0, Math.floor(g.moves.length / 2)), false));
    history.push(diceHistory(done.id, g.code, g.state));
  }

  // Mathable: a whole game (its history holds the log and the moves) and one in progress.
  const m = mathableGame('mth1');
  const mDone = sessionOf('mathable', m.code, m.moves, true, { highlight: true });
  sessions.push(mDone, sessionOf('mathable', m.code, m.moves.slice(0, 30), false, { highlight: false }));
  history.push({ ...mathableGameHistory(m.state, mDone), id: historyId(mDone.id), finishedAt: mDone.updatedAt });

  // Tally Rally: a round against a computer, finished (history with every sheet) and in progress.
  const tallyParams = { parens: false, seconds: 180, board: '4481917632905758' };
  const tallyCode = formatGameId({ game: 'tally', params: tallyEngine.formatParams(tallyParams), seed: 'tly1' });
  const tallyMoves: TallyMove[] = [
    { t: 'join', name: 'Ana' },
    { t: 'join', name: 'Robo', bot: 'easy' },
    { t: 'go', p: 0, at: T },
    { t: 'add', p: 0, cells: [0, 1, 2], eq: '4+4=8', at: T + 5000 },
    { t: 'add', p: 0, cells: [3, 6, 2], eq: '1+7=8', at: T + 9000 },
    { t: 'stop', p: 0, at: T + 10_000 },
    {
      t: 'bot',
      p: 1,
      entries: [
        { cells: [2, 1, 0], eq: '8-4=4' },
        { cells: [5, 9, 8], eq: '1+2=3' },
      ],
    },
    { t: 'end' },
  ];
  const tDone = sessionOf('tally', tallyCode, tallyMoves, true);
  sessions.push(tDone, sessionOf('tally', tallyCode, tallyMoves.slice(0, 4), false, { draft: { cells: [5, 9], eq: '1+2' } }));
  const tState = tallyMoves.reduce(tallyApply, initRound(tallyParams, 'tly1'));
  history.push({ ...roundHistory(tState, tallyCode), id: historyId(tDone.id), finishedAt: T + 20_000 });

  for (const s of sessions) await store.sessions.save(s);
  for (const h of history) await store.history.save(h);

  // Lessons of both TUF-box games, and the TUF words class list (kept with the lessons).
  await store.presets.save({
    id: 'tuf-lesson-1',
    name: 'Fractions',
    game: 'tuf',
    setup: { params: formatMatchParams(defaultParams('2')) },
    createdAt: T,
    updatedAt: T + 1,
  });
  await store.presets.save({
    id: 'words-lesson-1',
    name: 'Animals',
    game: 'words',
    setup: { params: { c: 'm', d: 'school' } },
    createdAt: T,
    updatedAt: T + 1,
  });
  for (let i = 0; i < 150; i++) await addToClassList(store, `W${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}ORDS`, T + i);
  await store.profiles.save({ id: 'player-1', name: 'Ana', createdAt: T });
  await store.profiles.save({ id: 'player-2', name: 'Bruno', createdAt: T + 1 });
  await store.saveSettings(SETTINGS);
}

const withoutDate = (f: Awaited<ReturnType<typeof exportAll>>) => ({ ...f, exportedAt: '' });

describe('a backup restores whole into a fresh profile', () => {
  it('every record the app writes, every game in progress and finished, lessons, word list, players and settings, comes back equal', async () => {
    const mine = await freshProfile();
    await fill(mine);
    const before = await exportAll(mine);
    // Every kind is there (a test that exported nothing would pass).
    expect(new Set(before.sessions.map((s) => (s as SessionRecord).game))).toEqual(new Set(['tuf', 'words', 'wordsrotary', 'diceculus', 'mathable', 'tally']));
    expect(new Set(before.history.map((h) => (h as HistoryRecord).game))).toEqual(new Set(['tuf', 'words', 'wordsrotary', 'diceculus', 'mathable', 'tally']));
    expect(new Set(before.sessions.map((s) => (s as SessionRecord).status))).toEqual(new Set(['active', 'finished']));
    // The quotient rule's history holds fractions, the product rule's scores past the general import bound.
    const diceScores = before.history.filter((h) => (h as HistoryRecord).game === 'diceculus').flatMap((h) => (h as HistoryRecord).players.map((p) => p.score));
    expect(diceScores.some((x) => !Number.isInteger(x))).toBe(true);
    expect(before.presets).toHaveLength(3);
    const text = JSON.stringify(before, null, 1);

    const fresh = await freshProfile();
    const file = readImportText(text);
    const checked = await checkImport(fresh, file);
    expect(checked.why).toEqual({});
    expect(checked.unreadable).toBe(0);
    expect(checked.settings?.changes).toEqual(['language', 'theme', 'largeText', 'motion', 'sound', 'vibration', 'guidesSeen']);
    const done = await applyImport(fresh, checked, 'keep-both', { saveSettings: (s) => fresh.saveSettings(s) });
    expect(done.imported).toBe(before.sessions.length + before.history.length + before.presets.length + before.profiles.length);
    expect(done.settings).toEqual(checked.settings?.changes);

    expect(withoutDate(await exportAll(fresh))).toEqual(withoutDate(before));
    // and each imported game still replays
    for (const s of await fresh.sessions.list()) replay(s);
  }, 120_000);
});

describe('DiceCulus scores as the rules give them', () => {
  const code = (end: string, grand = 'digit-sum') =>
    formatGameId({
      game: 'diceculus',
      params: diceculusEngine.formatParams({ ...DICE_DEFAULTS, end: end as DiceParams['end'], grand: grand as DiceParams['grand'] }),
      seed: 'abc',
    });
  const history = (c: string, score: number): HistoryRecord => ({
    id: 'h',
    game: 'diceculus',
    code: c,
    finishedAt: T,
    players: [
      { name: 'Ana', score },
      { name: 'Ben', score: 1 },
    ],
    meta: {},
  });
  it('accepts what the app writes: 2.33 from the quotient rule, 531,441 from the product rule (27 × 27 × 27 × 27)', () => {
    expect(checkRecord('history', history(code('quotient'), 2.33), T + 1)).toBeNull();
    expect(checkRecord('history', history(code('quotient'), -0.67), T + 1)).toBeNull();
    expect(checkRecord('history', history(code('product'), 531_441), T + 1)).toBeNull();
    expect(checkRecord('history', history(code('ops:*/+'), 13.5), T + 1)).toBeNull();
    expect(checkRecord('history', history(code('sum'), -36), T + 1)).toBeNull();
  });
  it('refuses what the rules cannot give', () => {
    // four GRAND TOTALS of digit sums: at most 4 × 144 either way, whole
    expect(checkRecord('history', history(code('sum'), 999_999_999), T + 1)).toBe('badScore');
    expect(checkRecord('history', history(code('sum'), 577), T + 1)).toBe('badScore');
    expect(checkRecord('history', history(code('sum'), 2.5), T + 1)).toBe('badScore');
    // a quotient is no larger than the first GRAND TOTAL, kept to hundredths
    expect(checkRecord('history', history(code('quotient'), 2.333), T + 1)).toBe('badScore');
    expect(checkRecord('history', history(code('quotient'), 145), T + 1)).toBe('badScore');
    // the digital root keeps every GRAND TOTAL to one digit: a product of four is at most 9⁴
    expect(checkRecord('history', history(code('product', 'digital-root'), 6561), T + 1)).toBeNull();
    expect(checkRecord('history', history(code('product', 'digital-root'), 6562), T + 1)).toBe('badScore');
    expect(checkRecord('history', history(code('sum'), Number.NaN), T + 1)).toBe('badScore');
  });
});

describe('reading the file', () => {
  it('reads a version written as a string, and names a version it cannot read', () => {
    expect(readExport('{"format":"tuffest-export","version":"1","history":[]}').version).toBe(1);
    const code = (text: string): string => {
      try {
        readExport(text);
        return 'read';
      } catch (e) {
        return (e as { refusal: { code: string } }).refusal.code;
      }
    };
    expect(code('{"format":"tuffest-export","version":"2"}')).toBe('newerVersion');
    expect(code('{"format":"tuffest-export","version":"one"}')).toBe('badVersion');
    expect(code('{"format":"tuffest-export"}')).toBe('badVersion');
    expect(code('{"format":"tuffest-export","version":0}')).toBe('badVersion');
  });

  it("offers the file's settings (only what differs), imports them when asked and leaves them otherwise", async () => {
    const store = await freshProfile();
    await store.saveSettings({ ...SETTINGS, language: 'es' });
    const text = JSON.stringify({ format: 'tuffest-export', version: 1, settings: { ...SETTINGS, theme: 'light' } });
    const checked = await checkImport(store, readImportText(text));
    expect(checked.settings?.changes).toEqual(['language', 'theme']);
    expect((await applyImport(store, checked, 'skip')).settings).toEqual([]);
    expect((await store.getSettings()).language).toBe('es');
    expect((await applyImport(store, checked, 'skip', { saveSettings: (s) => store.saveSettings(s) })).settings).toEqual(['language', 'theme']);
    expect(await store.getSettings()).toEqual({ ...SETTINGS, theme: 'light' });
    // A file without settings offers none (it would otherwise put back every default).
    expect((await checkImport(store, readImportText('{"format":"tuffest-export","version":1}'))).settings).toBeNull();
    expect(settingChanges(SETTINGS, { ...SETTINGS, guidesSeen: ['tally', 'tuf'] })).toEqual([]);
  });
});
