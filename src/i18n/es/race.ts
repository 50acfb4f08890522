/** Los rechazos del motor de carrera de cubos (TUF, TUF words), en español. */
import type en from '../en/race';

export default {
  'race.refuse.noSeats': 'Una partida necesita al menos un puesto.',
  'race.refuse.outOfOrder': 'Las jugadas deben ir en orden de tiempo.',
  'race.refuse.matchOver': 'La partida terminó.',
  'race.refuse.roundInPlay': 'Esta ronda todavía se está jugando.',
  'race.refuse.noRound': 'No se está jugando ninguna ronda.',
  'race.refuse.notComputer': 'Solo un rival de la computadora prepara un plan (el puesto {seat} es una persona).',
  'race.refuse.planMade': 'La computadora del puesto {seat} ya tiene su respuesta para la ronda.',
  'race.refuse.noSeat': 'No hay puesto {seat}.',
  'race.refuse.timeUp': 'Se acabó el tiempo de esta ronda.',
  'race.refuse.roundOver': 'Esta ronda terminó.',
  'race.refuse.alreadyCalled': 'El puesto {seat} ya llamó.',
  'race.refuse.handsOff': 'El puesto {seat} hizo la última llamada: manos fuera hasta que alguien la supere.',
  'race.refuse.mustBeat': 'Una llamada tiene que superar {toBeat} cubos; esta tiene {value}.',
  'race.refuse.endsOnTime': 'La ronda termina cuando se acaba su tiempo.',
  'race.refuse.notOver': 'La ronda todavía no ha terminado.',
  'race.refuse.otherReason': 'La ronda terminó por otro motivo.',
  'race.refuse.finalsCount': 'Cada puesto necesita una entrada (su respuesta, o ninguna): {seats} puestos.',
  'race.refuse.noChallenges': 'TUF ERROR solo se dice en el juego a muerte.',
  'race.refuse.noSuchCall': 'No existe esa llamada para desafiar.',
  'race.refuse.ownCall': 'No puedes decir TUF ERROR a tu propia llamada.',
  'race.refuse.challengedTwice': 'El puesto {seat} ya desafió esta llamada.',
  'race.refuse.namesLocked': 'Los nombres se ponen antes del primer lanzamiento.',
  'race.refuse.badNames': 'Cada uno de los {seats} puestos necesita un nombre de 1 a {max} letras, o ninguno.',
  'race.refuse.badHint': 'Esa pista no se ofrece aquí.',
} satisfies Record<keyof typeof en, string>;
