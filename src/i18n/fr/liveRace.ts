/** Une leçon de course en direct : les manches de toute la classe, lancées par l’enseignant. */
import type en from '../en/liveRace';

export default {
  'liveRace.none': 'Aucune manche lancée : lancez la première pour toute la classe.',
  'liveRace.playing': 'La manche {n} sur {total} est en cours.',
  'liveRace.ended': 'La manche {n} sur {total} est terminée.',
  'liveRace.over': 'Les {total} manches sont jouées.',
  'liveRace.starting': 'La manche {n} démarre sur les tablettes des élèves…',
  'liveRace.next': 'Manche suivante pour la classe (manche {n})',
  'liveRace.waiting': 'Attends que ton professeur lance la manche {n}',
} satisfies Record<keyof typeof en, string>;
