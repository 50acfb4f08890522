/** Les refus du moteur de course aux cubes (TUF, TUF words), en français. */
import type en from '../en/race';

export default {
  'race.refuse.noSeats': 'Une partie demande au moins une place.',
  'race.refuse.outOfOrder': 'Les coups doivent venir dans l’ordre du temps.',
  'race.refuse.matchOver': 'La partie est terminée.',
  'race.refuse.roundInPlay': 'Cette manche est encore en cours.',
  'race.refuse.noRound': 'Aucune manche n’est en cours.',
  'race.refuse.notComputer': 'Seul un adversaire ordinateur prépare un plan (la place {seat} est une personne).',
  'race.refuse.planMade': 'L’ordinateur de la place {seat} a déjà sa réponse pour cette manche.',
  'race.refuse.noSeat': 'Il n’y a pas de place {seat}.',
  'race.refuse.timeUp': 'Le temps est écoulé pour cette manche.',
  'race.refuse.roundOver': 'Cette manche est terminée.',
  'race.refuse.alreadyCalled': 'La place {seat} a déjà appelé.',
  'race.refuse.handsOff': 'La place {seat} a fait le dernier appel : pas touche tant que personne ne le bat.',
  'race.refuse.mustBeat': 'Un appel doit battre {toBeat} cubes ; celui-ci en compte {value}.',
  'race.refuse.endsOnTime': 'La manche finit quand son temps est écoulé.',
  'race.refuse.notOver': 'La manche n’est pas encore finie.',
  'race.refuse.otherReason': 'La manche a fini pour une autre raison.',
  'race.refuse.finalsCount': 'Chaque place a besoin d’une entrée (sa réponse, ou aucune) : {seats} places.',
  'race.refuse.noChallenges': 'TUF ERROR ne se dit qu’en partie sans pitié.',
  'race.refuse.noSuchCall': 'Cet appel à contester n’existe pas.',
  'race.refuse.ownCall': 'Vous ne pouvez pas dire TUF ERROR contre votre propre appel.',
  'race.refuse.challengedTwice': 'La place {seat} a déjà contesté cet appel.',
  'race.refuse.namesLocked': 'Les noms se donnent avant le premier lancer.',
  'race.refuse.badNames': 'Chacune des {seats} places a besoin d’un nom de 1 à {max} lettres, ou d’aucun.',
  'race.refuse.badHint': 'Cet indice n’est pas offert ici.',
} satisfies Record<keyof typeof en, string>;
