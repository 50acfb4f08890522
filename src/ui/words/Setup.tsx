/**
 * TUF words setup: who plays where (people, computers and their levels),
 * the variation (standard, quick, solitaire; large words; no special
 * faces), the dictionary and a class word list, timers, rounds and the
 * validity light. One tap plays the defaults; the same form edits a
 * teacher's saved lesson.
 */
import { useEffect, useState } from 'preact/hooks';
import { defaultParams, defaultRounds, formatParams, parseParams, readTeacherList, WORDS_LIMITS, type WordsParams } from '../../games/words/params';
import type { PresetRecord } from '../../storage';
import { Segmented, Toggle } from '../components/Choice';
import { RaceSetupScreen, useRaceSetup, type RaceSetupProps } from '../race/SetupScreen';
import { RaceMoreOptions, RaceRoundsChoice, RaceWhereAndSeats } from '../race/SetupTable';
import { useApp } from '../context';
import { lessonParams } from '../race/Lessons';
import { t } from '../../i18n';
import { redirect } from '../router';
import { freshSeed } from '../session';
import { dictionariesFor, rememberDictionary, startingDictionary } from './dictionaries';
import { HowTo } from './HowTo';
import { loadClassList } from './classList';
import { startWords } from './start';

type Variation = 'standard' | 'quick' | 'solitaire' | 'rotary';

export const paramsOfLesson = (p: PresetRecord): WordsParams | null => lessonParams(p, parseParams);

const variationOf = (p: WordsParams): Variation => (p.rotary ? 'rotary' : p.solitaire ? 'solitaire' : p.timers === 'std' ? 'standard' : 'quick');

/** Where a match is played: "Several devices" is one person a device, no computers, every device on the same roll. */
export const onSeveralDevices = (p: WordsParams): boolean => !p.rotary && p.humans === 1 && p.computers.length === 0 && p.sameRoll;

export function Setup(props: RaceSetupProps) {
  const { store, language } = useApp();
  const fromLesson = props.lesson ? paramsOfLesson(props.lesson) : null;
  const setup = useRaceSetup('words', props, fromLesson ? onSeveralDevices(fromLesson) : null);
  const { table, asLesson } = setup;
  const [p, setP] = useState<WordsParams>(() => fromLesson ?? { ...defaultParams(), dict: startingDictionary(language) });
  const [listText, setListText] = useState((fromLesson?.teacherWords ?? []).join(' ').toLowerCase());
  const [dropped, setDropped] = useState<string[]>([]);
  /** The class word list (words accepted anyway and kept): offered for this list, so a lesson's link carries them. */
  const [classWords, setClassWords] = useState<string[]>([]);
  useEffect(() => {
    void loadClassList(store).then(setClassWords, () => undefined);
  }, [store]);
  const seats = p.humans + p.computers.length;
  const set = (change: Partial<WordsParams>): void => setP((old) => ({ ...old, ...change }));
  const variation = variationOf(p);
  // A new setup whose dictionary nobody picked follows the interface language when it changes.
  useEffect(() => {
    if (!props.lesson) setP((old) => ({ ...old, dict: startingDictionary(language) }));
  }, [language]);

  /** A point goal (0: none, play the rounds): the match then plays at most the most rounds a code allows. */
  const setGoal = (goal: number): void =>
    setP(({ goal: _old, ...rest }) =>
      goal === 0 ? { ...rest, rounds: defaultRounds(rest.humans + rest.computers.length) } : { ...rest, goal, rounds: WORDS_LIMITS.rounds.max },
    );
  /** The seats changed: the rounds follow them (without a point goal), and so does the light until the teacher sets it. */
  const setPeople = (humans: number, computers: WordsParams['computers']): void => {
    const n = humans + computers.length;
    set({
      humans,
      computers,
      rounds: p.goal === undefined ? defaultRounds(n) : p.rounds,
      ...(table.lightSet ? {} : { validityLight: n === 1 || (humans === 1 && p.solitaire) }),
    });
  };

  const readList = (text: string): void => {
    setListText(text);
    const list = readTeacherList(text);
    setDropped(list.dropped);
    set({ teacherWords: list.words, teacherOnly: list.words.length > 0 && p.teacherOnly });
  };

  const start = async (params: WordsParams, seed: string): Promise<void> => {
    const id = await startWords(store, params, seed, table.chosenNames(params));
    redirect('words', 'play', id);
  };

  const play = (): void => {
    // Rotary is one shared crossword on this device
    void start(table.toPlay(p, !p.rotary), freshSeed());
  };

  // what the setup says, "Several devices" included: no computer the teacher did not put there (Rotary: one device)
  const saveLesson = (): void => void setup.saveLesson(() => formatParams(table.toPlay(p, !p.rotary)));

  return (
    <RaceSetupScreen
      setup={setup}
      title={t('words.title')}
      class="tuf-screen tuf-setup words-setup is-form"
      actionsClass="form-go"
      onPlay={play}
      onSaveLesson={saveLesson}
      howToTitle={t('words.howToTitle')}
      howTo={<HowTo />}
    >
      <div class="tuf-setup-main">
        <RaceWhereAndSeats
          game="words"
          setup={table}
          p={p}
          editingLesson={asLesson}
          devicesOffered={variation !== 'rotary'}
          peopleLegend={t('words.people')}
          onSeats={setPeople}
        />
        <Segmented
          legend={t('words.variation')}
          name="words-variation"
          value={variation}
          options={['standard', 'quick', 'solitaire', 'rotary'] as const}
          label={(v) => t(`words.variation.${v}`)}
          onChange={(v) =>
            setP(({ rotary: _was, ...was }) => {
              // Rotary has no point goal: it plays its games
              const { goal, ...rest } = was;
              const old = v === 'rotary' && goal !== undefined ? { ...rest, rounds: defaultRounds(rest.humans + rest.computers.length) } : was;
              // Solitaire is the people at the table on their own: it starts with no computer (one may be added back)
              const computers = v === 'solitaire' && variation !== 'solitaire' ? [] : old.computers;
              const n = old.humans + computers.length;
              return {
                ...old,
                computers,
                ...(computers !== old.computers && goal === undefined ? { rounds: defaultRounds(n) } : {}),
                solitaire: v === 'solitaire',
                timers: v === 'quick' ? 'fast' : 'std',
                ...(v === 'rotary' ? { rotary: true } : {}),
                ...(table.lightSet ? {} : { validityLight: v === 'solitaire' || n === 1 }),
              };
            })
          }
        />
        {variation !== 'standard' && <p class="tuf-note">{t(`words.variationHint.${variation}`)}</p>}
        <label class="tuf-field">
          <span class="tuf-field-label">{t('words.dict')}</span>
          <select
            class="input"
            value={p.dict}
            onChange={(e) => {
              const dict = (e.target as HTMLSelectElement).value as WordsParams['dict'];
              if (!props.lesson) rememberDictionary(dict);
              set({ dict });
            }}
          >
            {dictionariesFor(language).map((d) => (
              <option key={d} value={d}>
                {t(`words.dict.${d}`)}
              </option>
            ))}
          </select>
        </label>
        {p.goal === undefined && <RaceRoundsChoice game="words" value={p.rounds} options={[1, 2, 3, 4, 5]} onChange={(v) => set({ rounds: v })} />}
        {!p.rotary && (
          <>
            <Segmented
              legend={t('words.goal')}
              name="words-goal"
              value={p.goal ?? 0}
              options={[...new Set([0, 50, 100, 150, 200, p.goal ?? 0])].sort((a, b) => a - b)}
              label={(v) => (v === 0 ? t('words.goal.none') : String(v))}
              onChange={setGoal}
            />
            {p.goal !== undefined && <p class="tuf-muted">{t('words.goalHelp', { goal: p.goal, rounds: p.rounds })}</p>}
          </>
        )}
        <RaceMoreOptions
          game="words"
          setup={table}
          p={p}
          namesLegend={t('words.namesOptional')}
          timers={variation === 'quick' ? (['fast', 'blue'] as const) : null}
          soloMinutes={!p.rotary && (p.solitaire || seats === 1) ? [2, 3, 5, 10] : null}
          onChange={set}
        >
          <Toggle label={t('words.largeWords')} checked={p.largeWords} onChange={(v) => set({ largeWords: v })} />
          <Toggle label={t('words.noSpecials')} checked={p.noSpecials} onChange={(v) => set({ noSpecials: v })} />
          {p.dict === 'es' && <Toggle label={t('words.enyeAsN')} checked={p.enyeAsN} onChange={(v) => set({ enyeAsN: v })} />}
          <label class="tuf-field">
            <span class="tuf-field-label">{t('words.teacherList')}</span>
            <textarea
              class="input"
              rows={3}
              value={listText}
              onInput={(e) => readList((e.target as HTMLTextAreaElement).value)}
              aria-describedby="words-list-hint"
            />
          </label>
          <p id="words-list-hint" class="tuf-muted">
            {t('words.teacherListHint')}
          </p>
          {dropped.length > 0 && <p class="form-error">{t('words.teacherDropped', { words: dropped.join(', ') })}</p>}
          {classWords.some((w) => !p.teacherWords.includes(w)) && (
            <p class="tuf-muted words-class-list">
              {t('words.classList', {
                words: classWords
                  .filter((w) => !p.teacherWords.includes(w))
                  .join(', ')
                  .toLowerCase(),
              })}{' '}
              <button
                type="button"
                class="btn btn-small"
                onClick={() =>
                  readList(
                    [listText.trim(), ...classWords.filter((w) => !p.teacherWords.includes(w)).map((w) => w.toLowerCase())].filter((x) => x !== '').join(' '),
                  )
                }
              >
                {t('words.classListAdd')}
              </button>
            </p>
          )}
          {p.teacherWords.length > 0 && <Toggle label={t('words.teacherOnly')} checked={p.teacherOnly} onChange={(v) => set({ teacherOnly: v })} />}
        </RaceMoreOptions>
        <div class="button-row">
          <button type="button" class="btn" onClick={() => setup.setHelp(true)}>
            {t('words.howTo')}
          </button>
          {!asLesson && (
            <button type="button" class="btn" onClick={() => setup.setSaving(true)}>
              {t('words.saveLesson')}
            </button>
          )}
        </div>
      </div>
    </RaceSetupScreen>
  );
}
