/**
 * TUF setup: the game, who plays where, timers, scoring and rounds. The
 * defaults play with one tap; everything else sits under "More options".
 * The same form edits a teacher's saved lesson.
 */
import { useState } from 'preact/hooks';
import {
  GAME_KEYS,
  OPERATOR_PRESETS,
  ORANGE_FACES,
  PI_READINGS,
  RELATIONS,
  ZERO_RULES,
  rulesOf,
  withConstantCube,
  type Relation,
  type ConstantFace,
  type GameKey,
  type JMeaning,
  type OperatorPreset,
  type PiReading,
  type ZeroRule,
} from '../../games/tuf';
import {
  TIMER_PRESETS,
  chosenGame,
  defaultParams,
  hasConstantCube,
  isOrderPlay,
  isSolitaire,
  rulesKey,
  setConstantCube,
  defaultSoloMinutes,
  formatMatchParams,
  hintsOn,
  isChiValue,
  parseMatchParams,
  type MatchParams,
} from '../../games/tuf/matchParams';
import type { PresetRecord } from '../../storage';
import { RaceSetupScreen, useRaceSetup, type RaceSetupProps } from '../race/SetupScreen';
import { RaceMoreOptions, RaceRoundsChoice, RaceWhereAndSeats } from '../race/SetupTable';
import { useApp } from '../context';
import { lessonParams } from '../race/Lessons';
import { t } from '../../i18n';
import { redirect } from '../router';
import { faceSymbol } from './Cube';
import { HowTo } from './HowTo';
import { matchGameName } from './constants';
import { startMatch } from './start';
import { freshSeed } from '../session';
import { Segmented, Toggle } from '../components/Choice';

export { startMatch };

/** Params with the hints choice written only where it differs from the match's own default (codes stay short). */
function withHints(p: MatchParams, on: boolean): MatchParams {
  const { hints: _old, ...rest } = p;
  return on === hintsOn(rest) ? rest : { ...rest, hints: on };
}

export const paramsOfLesson = (p: PresetRecord): MatchParams | null => lessonParams(p, parseMatchParams);

const RELATION_SIGN: Readonly<Record<Relation, string>> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥', '!=': '≠', '===': '≡' };

/**
 * Params for a new game choice, keeping the seats and rounds already chosen, and the constant cube (its preset
 * face, scoring and what its symbols mean) when the new game can have it.
 */
export function withGame(p: MatchParams, game: GameKey): MatchParams {
  const d = defaultParams(game);
  const solitaire = game.startsWith('1c');
  const next: MatchParams = {
    ...d,
    humans: p.humans,
    computers: solitaire ? [] : p.computers,
    timers: p.timers,
    rounds: p.rounds,
    validityLight: p.validityLight,
    settings: { ...d.settings, zero: p.settings.zero },
  };
  if (!hasConstantCube(p) || withConstantCube(game) === null) return next;
  const { pi, j, jRelation, chi, chiCubes } = p.settings;
  return {
    ...setConstantCube(next, true),
    constantPreset: p.constantPreset,
    orderScoring: p.orderScoring,
    settings: { ...next.settings, pi, j, jRelation, chi, chiCubes },
  };
}

/** The constant cube's choice in the setup: not used, rolled with the others, or preset to one face. */
type ConstantChoice = 'off' | 'rolled' | ConstantFace;
const CONSTANT_CHOICES: readonly ConstantChoice[] = ['off', 'rolled', ...ORANGE_FACES];

export function constantChoice(p: MatchParams): ConstantChoice {
  return !hasConstantCube(p) ? 'off' : (p.constantPreset ?? 'rolled');
}

/** The params after a constant-cube choice (a preset face scores by order, as the rulebook's variation does, until the teacher says not). */
export function withConstantChoice(p: MatchParams, v: ConstantChoice): MatchParams {
  if (v === 'off') return setConstantCube(p, false);
  const on = setConstantCube(p, true);
  return { ...on, constantPreset: v === 'rolled' ? null : v, orderScoring: v !== 'rolled' };
}

/** Where a match is played: "Several devices" is one person a device, no computers, every device on the same roll. */
export const onSeveralDevices = (p: MatchParams): boolean => p.humans === 1 && p.computers.length === 0 && p.sameRoll;

export function Setup(props: RaceSetupProps) {
  const fromLesson = props.lesson ? paramsOfLesson(props.lesson) : null;
  const setup = useRaceSetup('tuf', props, fromLesson ? onSeveralDevices(fromLesson) : null);
  const { store } = useApp();
  const { table, asLesson, setError } = setup;
  const [p, setP] = useState<MatchParams>(fromLesson ?? defaultParams('1'));
  const { where } = table;
  /** Hints: the teacher's choice, else on for one person and off where people compete (several devices, or several people here). */
  const hintsNow = p.hints ?? (where === 'devices' ? asLesson : p.humans === 1);
  const set = (change: Partial<MatchParams>): void => setP((old) => ({ ...old, ...change }));
  const setS = (change: Partial<MatchParams['settings']>): void => setP((old) => ({ ...old, settings: { ...old.settings, ...change } }));
  const chiOk = p.settings.chi === null ? p.constantPreset !== 'chi' || !hasConstantCube(p) : isChiValue(p.settings.chi);
  const chiError = p.settings.chi === null ? t('tuf.chiNeeded') : t('tuf.chiBad');
  const gameName = (g: GameKey): string => t(`tuf.gameName.${g}`);

  const start = async (params: MatchParams, seed: string): Promise<void> => {
    if (!chiOk) {
      setError(chiError);
      return;
    }
    const id = await startMatch(store, params, seed, table.chosenNames(params));
    redirect('tuf', 'play', id);
  };

  const play = (): void => {
    void start(withHints(table.toPlay(p), hintsNow), freshSeed());
  };

  const daily = (): void => {
    const d = new Date();
    const seed = `d${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
    void start({ ...defaultParams('1c-a'), rounds: 1, validityLight: p.validityLight }, seed);
  };

  // what the setup says, "Several devices" included: no computer the teacher did not put there
  const saveLesson = (): void => void setup.saveLesson(() => formatMatchParams(withHints(table.toPlay(p), hintsNow)), chiOk ? null : chiError);

  const rules = rulesOf(rulesKey(p));
  const solitaireGame = p.game.startsWith('1c');
  const constantOn = rules.constant;
  // what applies to the game as set: one person alone (or each device on its own) plays against the clock's
  // minutes, people at one table race with the sand timers; a preset constant cube scored by order of correct
  // equations counts no cubes (no cutthroat, no cube bonuses)
  const alone = (where === 'devices' && !props.lesson) || isSolitaire(p);
  const orderPlay = where === 'devices' && !props.lesson ? constantOn && p.constantPreset !== null && p.orderScoring : isOrderPlay(p);
  const canShow = (face: ConstantFace): boolean => constantOn && (p.constantPreset === null || p.constantPreset === face);
  return (
    <RaceSetupScreen
      setup={setup}
      title={t('tuf.setupTitle')}
      class="tuf-screen tuf-setup"
      onPlay={play}
      onSaveLesson={saveLesson}
      actions={
        <div class="button-row">
          <button type="button" class="btn" onClick={daily} title={t('tuf.dailyHint')}>
            {t('tuf.daily')}
          </button>
          <button type="button" class="btn" onClick={() => setup.setSaving(true)}>
            {t('tuf.saveLesson')}
          </button>
        </div>
      }
      howToTitle={t('tuf.howToTitle', { game: matchGameName(p) })}
      howTo={<HowTo game={p.game} params={p} />}
    >
      <div class="tuf-setup-main">
        <div class="tuf-game-row">
          <label class="tuf-field">
            <span class="tuf-field-label">{t('tuf.game')}</span>
            <select class="input" value={chosenGame(p)} onChange={(e) => setP(withGame(p, (e.target as HTMLSelectElement).value as GameKey))}>
              {/* the constant game is game 6 with the constant cube, chosen below for any game 1–6 */}
              {GAME_KEYS.filter((g) => g !== 'constant').map((g) => (
                <option key={g} value={g}>
                  {gameName(g)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="btn tuf-howto-btn" onClick={() => setup.setHelp(true)}>
            {t('tuf.howTo')}
          </button>
        </div>
        <div class="tuf-game-options">
          {p.game === '1a' && (
            <Segmented
              legend={t('tuf.operatorPreset')}
              name="tuf-op"
              value={p.operatorPreset}
              options={OPERATOR_PRESETS}
              label={(v: OperatorPreset) => t(`tuf.op.${v}`)}
              onChange={(v) => set({ operatorPreset: v })}
            />
          )}
          {p.game === '2a' && <Toggle label={t('tuf.reducedNumbers')} checked={p.reducedNumbers} onChange={(v) => set({ reducedNumbers: v })} />}
          {withConstantCube(p.game) !== null && (
            <Toggle label={t('tuf.constant.add')} checked={constantOn} onChange={(v) => setP((old) => withConstantChoice(old, v ? 'rolled' : 'off'))} />
          )}
          {constantOn && (
            <>
              <Segmented
                legend={t('tuf.constant')}
                name="tuf-const"
                value={constantChoice(p) as Exclude<ConstantChoice, 'off'>}
                options={CONSTANT_CHOICES.filter((c): c is Exclude<ConstantChoice, 'off'> => c !== 'off')}
                label={(v) => (v === 'rolled' ? t('tuf.constant.rolled') : faceSymbol(v))}
                onChange={(v) => setP((old) => withConstantChoice(old, v))}
              />
              {p.constantPreset !== null && <Toggle label={t('tuf.orderScoring')} checked={p.orderScoring} onChange={(v) => set({ orderScoring: v })} />}
              {canShow('chi') && (
                <label class="tuf-field">
                  <span class="tuf-field-label">{t('tuf.chi')}</span>
                  <input
                    class="input"
                    value={p.settings.chi ?? ''}
                    placeholder={t('tuf.chiHint')}
                    onInput={(e) => {
                      setError('');
                      // a decimal comma (25,4) is kept as a point: the code stays language-neutral
                      setS({ chi: (e.target as HTMLInputElement).value.trim().replace(/(\d),(\d)/g, '$1.$2') || null });
                    }}
                    aria-invalid={!chiOk}
                  />
                </label>
              )}
              {!chiOk && <p class="form-error">{chiError}</p>}
            </>
          )}
        </div>
        <RaceWhereAndSeats
          game="tuf"
          setup={table}
          p={p}
          editingLesson={asLesson}
          peopleLegend={t('tuf.players')}
          computersOffered={!solitaireGame}
          onSeats={(humans, computers) => set({ humans, computers, ...(table.lightSet ? {} : { validityLight: humans === 1 }) })}
        />
        <RaceRoundsChoice game="tuf" value={p.rounds} options={[1, 3, 5, 10]} onChange={(v) => set({ rounds: v })} />
        <RaceMoreOptions
          game="tuf"
          setup={table}
          p={p}
          namesLegend={t('tuf.names')}
          timers={alone ? null : TIMER_PRESETS}
          soloMinutes={alone ? [1, 2, 4, 5, 6, 10, 15, defaultSoloMinutes(p.game)] : null}
          onChange={set}
          before={
            <Segmented
              legend={t('tuf.zero')}
              name="tuf-zero"
              value={p.settings.zero}
              options={ZERO_RULES}
              label={(v: ZeroRule) => t(`tuf.zero.${v}`)}
              onChange={(v) => setS({ zero: v })}
            />
          }
        >
          <Toggle label={t('tuf.hintsSetting')} checked={hintsNow} onChange={(v) => set({ hints: v })} />
          <p class="tuf-note">{t('tuf.hintsSettingHelp')}</p>
          {!orderPlay && <Toggle label={t('tuf.cutthroat')} checked={p.cutthroat} onChange={(v) => set({ cutthroat: v })} />}
          <Toggle label={t('tuf.sameRoll')} checked={p.sameRoll} onChange={(v) => set({ sameRoll: v })} />
          {rules.exponents && !orderPlay && (
            <Toggle label={t('tuf.exponentBonus')} checked={p.settings.exponentBonus} onChange={(v) => setS({ exponentBonus: v })} />
          )}
          {rules.bases && !orderPlay && <Toggle label={t('tuf.baseBonus')} checked={p.settings.baseBonus} onChange={(v) => setS({ baseBonus: v })} />}
          {constantOn && (
            <>
              {canShow('chi') && (
                <Segmented
                  legend={t('tuf.chiCubes')}
                  name="tuf-chicubes"
                  value={p.settings.chiCubes}
                  options={[1, 2, 3]}
                  label={(v) => String(v)}
                  onChange={(v) => setS({ chiCubes: v })}
                />
              )}
              {canShow('pi') && (
                <Segmented
                  legend={t('tuf.pi')}
                  name="tuf-pi"
                  value={p.settings.pi}
                  options={PI_READINGS}
                  label={(v: PiReading) => t(`tuf.pi.${v}`)}
                  onChange={(v) => setS({ pi: v })}
                />
              )}
              {canShow('j') && (
                <Segmented
                  legend={t('tuf.j')}
                  name="tuf-j"
                  value={p.settings.j}
                  options={['sqrt-1', 'relation', 'factorial'] as const}
                  label={(v: JMeaning) => t(`tuf.j.${v}`)}
                  onChange={(v) => setS({ j: v })}
                />
              )}
              {canShow('j') && p.settings.j === 'relation' && (
                <Segmented
                  legend={t('tuf.jRelation')}
                  name="tuf-jr"
                  value={p.settings.jRelation}
                  options={RELATIONS}
                  label={(v: Relation) => RELATION_SIGN[v]}
                  onChange={(v) => setS({ jRelation: v })}
                />
              )}
            </>
          )}
        </RaceMoreOptions>
      </div>
    </RaceSetupScreen>
  );
}
