/**
 * A lesson's settings in words, for the teacher's list and lesson page and
 * for a student opening How to play from a lesson: what students will get
 * (the preset face, χ's value, minutes, hints, validity light, word list,
 * rounds, computer players). Each fact has a label, its value, and a short
 * form for a list row. Settings the game cannot read give no facts.
 */
import type { Lesson } from '../../class/lesson';
import { faceSymbol } from '../../games/tuf';
import { hasConstantCube, hintsOn, isOrderPlay, isSolitaire as tufSolitaire, parseMatchParams } from '../../games/tuf/matchParams';
import { isSolitaire as wordsSolitaire, parseParams as parseWords } from '../../games/words/params';
import { parseParams as parseMathable, hintsAllowed as mathableHints } from '../../games/mathable/engine';
import { readParams as readTally } from '../../games/tally/round';
import { readParams as readDice } from '../../games/diceculus/game';
import type { ComputerLevel } from '../../games/race/types';
import { LEVEL_READ } from '../../games/race/params';
import { t } from '../../i18n';
import { findGame } from '../games';
import { constantNotes } from '../tuf/constants';

export interface LessonFact {
  /** What it is ("Minutes per round"). */
  label: string;
  /** Its value ("4"). */
  value: string;
  /** The fact on its own, for a list row ("4 min a round"); absent: not shown in a row. */
  short?: string;
}

/** The game's name as the home screen shows it (an unknown id, e.g. from a newer build's lesson, as it is). */
export function gameTitle(game: string): string {
  const g = findGame(game);
  return g ? t(g.title) : game;
}

const onOff = (on: boolean): string => (on ? t('lessons.on') : t('lessons.off'));
const levels = (ls: readonly ComputerLevel[]): string => ls.map((l) => t(`lessons.level.${l}`)).join(', ');

function playersFacts(devices: boolean, humans: number, computers: readonly ComputerLevel[]): LessonFact[] {
  if (devices) return [{ label: t('lessons.fact.where'), value: t('lessons.devices'), short: t('lessons.devicesShort') }];
  const out: LessonFact[] = [{ label: t('lessons.fact.where'), value: t('lessons.people', { n: humans }), short: t('lessons.people', { n: humans }) }];
  out.push({
    label: t('lessons.fact.computers'),
    value: computers.length === 0 ? t('lessons.none') : levels(computers),
    ...(computers.length > 0 ? { short: t('lessons.computers', { n: computers.length }) } : {}),
  });
  return out;
}

function tufFacts(lesson: Lesson): LessonFact[] {
  const p = parseMatchParams(lesson.params);
  const own = t(`tuf.gameName.${p.game}`);
  // a game 1–5 with the constant cube added says so
  const rules = hasConstantCube(p) && p.game !== 'constant' && p.game !== '6' ? t('tuf.withConstant', { game: own }) : own;
  const out: LessonFact[] = [{ label: t('lessons.fact.rules'), value: rules, short: rules }];
  if (hasConstantCube(p)) {
    const face = p.constantPreset === null ? t('tuf.constant.rolled') : faceSymbol(p.constantPreset);
    out.push({ label: t('lessons.fact.face'), value: face, ...(p.constantPreset !== null ? { short: t('lessons.faceShort', { face }) } : {}) });
    if (p.settings.chi !== null) out.push({ label: t('tuf.chi'), value: p.settings.chi, short: `χ = ${p.settings.chi}` });
    if (isOrderPlay(p) || (p.constantPreset !== null && p.orderScoring)) out.push({ label: t('tuf.orderScoring'), value: onOff(p.orderScoring) });
  }
  const devices = p.humans === 1 && p.computers.length === 0 && p.sameRoll;
  out.push(...playersFacts(devices, p.humans, p.computers));
  out.push({ label: t('lessons.fact.rounds'), value: String(p.rounds), short: t('lessons.rounds', { n: p.rounds }) });
  if (tufSolitaire(p)) out.push({ label: t('lessons.fact.minutes'), value: String(p.soloMinutes), short: t('lessons.minutes', { n: p.soloMinutes }) });
  const hints = hintsOn(p);
  out.push({ label: t('lessons.fact.hints'), value: onOff(hints), short: hints ? t('lessons.hintsOn') : t('lessons.hintsOff') });
  out.push({ label: t('lessons.fact.light'), value: onOff(p.validityLight), short: p.validityLight ? t('lessons.lightOn') : t('lessons.lightOff') });
  return out;
}

function wordsFacts(lesson: Lesson): LessonFact[] {
  const p = parseWords(lesson.params);
  const variation = p.rotary ? 'rotary' : p.solitaire ? 'solitaire' : p.timers === 'std' ? 'standard' : 'quick';
  const out: LessonFact[] = [{ label: t('words.variation'), value: t(`words.variation.${variation}`), short: t(`words.variation.${variation}`) }];
  const devices = !p.rotary && p.humans === 1 && p.computers.length === 0 && p.sameRoll;
  out.push(...playersFacts(devices, p.humans, p.computers));
  out.push({ label: t('words.dict'), value: t(`words.dict.${p.dict}`) });
  if (p.teacherWords.length > 0) {
    const list = p.teacherWords.join(', ');
    out.push({
      label: t('lessons.fact.wordList'),
      value: p.teacherOnly ? t('lessons.wordListOnly', { n: p.teacherWords.length, list }) : t('lessons.wordListAlso', { n: p.teacherWords.length, list }),
      short: t('lessons.wordListShort', { n: p.teacherWords.length }),
    });
  }
  out.push({ label: t('lessons.fact.rounds'), value: String(p.rounds), short: t('lessons.rounds', { n: p.rounds }) });
  if (p.goal !== undefined) out.push({ label: t('lessons.fact.goal'), value: String(p.goal) });
  if (wordsSolitaire(p)) out.push({ label: t('lessons.fact.minutes'), value: String(p.soloMinutes), short: t('lessons.minutes', { n: p.soloMinutes }) });
  out.push({ label: t('lessons.fact.light'), value: onOff(p.validityLight), short: p.validityLight ? t('lessons.lightOn') : t('lessons.lightOff') });
  return out;
}

function tallyFacts(lesson: Lesson): LessonFact[] {
  const r = readTally(lesson.params, { fromCode: true });
  if (!r.ok) throw new Error(r.refusal.code);
  const p = r.params;
  const minutes = p.seconds / 60;
  const time = Number.isInteger(minutes) ? t('lessons.minutes', { n: minutes }) : t('lessons.seconds', { n: p.seconds });
  // one student a device: hints are on unless the teacher turned them off
  const hints = p.hints !== false;
  return [
    { label: t('lessons.fact.timer'), value: time, short: time },
    { label: t('lessons.fact.brackets'), value: onOff(p.parens), short: p.parens ? t('lessons.bracketsOn') : t('lessons.bracketsOff') },
    { label: t('lessons.fact.hints'), value: onOff(hints), short: hints ? t('lessons.hintsOn') : t('lessons.hintsOff') },
  ];
}

function mathableFacts(lesson: Lesson): LessonFact[] {
  const p = parseMathable(lesson.params);
  const humans = p.seats.filter((s) => s.kind === 'human').length;
  const computers = p.seats.flatMap((s) => (s.kind === 'computer' ? [s.level as ComputerLevel] : []));
  const hints = mathableHints(p);
  return [
    ...playersFacts(false, humans, computers),
    { label: t('lessons.fact.hiddenRacks'), value: onOff(p.hiddenRacks) },
    { label: t('lessons.fact.hints'), value: onOff(hints), short: hints ? t('lessons.hintsOn') : t('lessons.hintsOff') },
  ];
}

function diceFacts(lesson: Lesson): LessonFact[] {
  const { c, ...own } = lesson.params;
  const r = readDice(own);
  if (!r.ok) throw new Error(r.refusal.code);
  const p = r.params;
  const computers = [...(c ?? 'm')].map((ch) => LEVEL_READ.get(ch) ?? 'medium');
  const rounds = p.rounds === 'p' ? t('lessons.roundsPerPlayer') : p.rounds === '2p' ? t('lessons.roundsTwicePlayers') : String(p.rounds);
  return [
    { label: t('lessons.fact.computers'), value: levels(computers), short: t('lessons.computers', { n: computers.length }) },
    { label: t('lessons.fact.rounds'), value: rounds, ...(typeof p.rounds === 'number' ? { short: t('lessons.rounds', { n: p.rounds }) } : {}) },
    { label: t('diceculus.faces'), value: t('diceculus.facesN', { n: p.faces }), short: t('lessons.dice', { n: p.faces }) },
    { label: t('diceculus.deck'), value: t(`diceculus.deck.${p.deck}`) },
    { label: t('lessons.fact.penalty'), value: onOff(p.penalty) },
    ...(p.bonus > 0 ? [{ label: t('lessons.fact.bonus'), value: String(p.bonus) }] : []),
  ];
}

/** The lesson's settings in words, or null when its game cannot read them (a damaged record). */
export function lessonFacts(lesson: Lesson): LessonFact[] | null {
  try {
    switch (lesson.game) {
      case 'tuf':
        return tufFacts(lesson);
      case 'words':
        return wordsFacts(lesson);
      case 'tally':
        return tallyFacts(lesson);
      case 'mathable':
        return mathableFacts(lesson);
      case 'diceculus':
        return diceFacts(lesson);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/**
 * What a student should know of the lesson's rules beyond its settings (TUF's constant cube: what the preset face
 * is, what χ stands for, how π is read, the order scoring), for the join screen; none for other games.
 */
export function lessonNotes(lesson: Lesson): string[] {
  if (lesson.game !== 'tuf') return [];
  try {
    return constantNotes(parseMatchParams(lesson.params));
  } catch {
    return [];
  }
}

/** One line for a list row: the key settings, short. */
export function lessonLine(lesson: Lesson): string {
  const facts = lessonFacts(lesson);
  if (facts === null) return t('lessons.unreadable');
  return facts.flatMap((f) => (f.short ? [f.short] : [])).join(' · ');
}
