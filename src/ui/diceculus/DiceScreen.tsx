/**
 * DiceCulus's screens under `#/diceculus/…`, one file each:
 *   #/diceculus                 set up a game (`Setup.tsx`)
 *   #/diceculus/code/<code>     join a game shared from another device (`Setup.tsx`)
 *   #/diceculus/play/<id>       a saved game (`Game.tsx`; a turn's panels `Play.tsx`, the helper `Helper.tsx`,
 *                               the score table `Table.tsx`)
 *   #/diceculus/results/<code>  another device's results code (`ResultsLink.tsx`)
 * The game's styles (`diceculus.css`) are imported here, once for all of them.
 */
import type { GameScreenProps } from '../games';
import { DiceGame } from './Game';
import { DiceSetup } from './Setup';
import { LessonSetupRoute } from '../lessons/LessonSave';
import { ToLessonsHub } from '../lessons/ToHub';
import { ResultsLink } from './ResultsLink';
import './diceculus.css';
import { Guide } from '../guide/Guide';
import { diceGuide } from '../guide/diceculus';

export default function DiceScreen(props: GameScreenProps) {
  const [first, second] = props.route;
  if (first === 'play' && second) {
    return (
      <>
        <DiceGame key={second} id={second} />
        <Guide key={`guide-${second}`} plan={diceGuide} sessionId={second} />
      </>
    );
  }
  if (first === 'code' && second) return <DiceSetup key={second} joinCode={second} />;
  if (first === 'results' && second) return <ResultsLink key={second} code={second} />;
  if (first === 'lessons' && second === 'new') return <DiceSetup key="new-lesson" newLesson />;
  if (first === 'lessons' && second) return <LessonSetupRoute game="diceculus" id={second} render={(l) => <DiceSetup key={l.id} lesson={l} />} />;
  if (first === 'lessons') return <ToLessonsHub />;
  return <DiceSetup />;
}
