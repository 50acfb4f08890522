/** Una lección de carrera en directo: las rondas de toda la clase, que lanza el profesor. */
import type en from '../en/liveRace';

export default {
  'liveRace.none': 'Todavía no hay ninguna ronda: empiece la primera para toda la clase.',
  'liveRace.playing': 'Se está jugando la ronda {n} de {total}.',
  'liveRace.ended': 'La ronda {n} de {total} ha terminado.',
  'liveRace.over': 'Se han jugado las {total} rondas.',
  'liveRace.starting': 'La ronda {n} empieza en las tabletas de los alumnos…',
  'liveRace.next': 'Siguiente ronda para la clase (ronda {n})',
  'liveRace.waiting': 'Espera a que tu profesor empiece la ronda {n}',
} satisfies Record<keyof typeof en, string>;
