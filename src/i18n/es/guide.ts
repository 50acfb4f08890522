/** La ronda guiada de cada juego (src/ui/guide): palabras para un niño de 10 años. */
import type en from '../en/guide';

export default {
  'guide.offerTitle': '¿Es tu primera vez en {game}?',
  'guide.offerText': 'Juguemos juntos tu primera ronda. Te muestro qué tocar, paso a paso. Dura más o menos un minuto.',
  'guide.offerYes': 'Muéstrame',
  'guide.offerNo': 'No, gracias',
  'guide.label': 'Ronda guiada de {game}',
  'guide.stepOf': 'Paso {n} de {total}',
  'guide.skip': 'Saltar la guía',
  'guide.next': 'Siguiente',
  'guide.done': 'Listo',
  'guide.again': 'Ver la ronda guiada',
  'guide.tuf.roll': 'Toca «{roll}» para lanzar tus cubos.',
  'guide.tuf.cube': 'Estos son tus cubos. Toca el 2 para ponerlo en tu línea.',
  'guide.tuf.true': 'Ahora toca +, luego 3, luego = y luego 5 para formar 2 + 3 = 5. La luz se pone verde cuando es verdad. ¿Un cubo equivocado? Tócalo en tu línea y luego «{takeBack}».',
  'guide.tuf.call': '¡Es verdad! Toca «{call}» para acabar la ronda.',
  'guide.tuf.end': '¡Muy bien, tu primer TUF! Cada cubo de una ecuación verdadera vale un punto: la próxima vez intenta usar más cubos.',
  'guide.tally.go': 'Toca el botón para empezar: el reloj de arena arranca enseguida.',
  'guide.tally.trace': 'Las ecuaciones pasan por piezas que se tocan. Toca el 2, el 3 y el 5 al final de la primera fila, en ese orden.',
  'guide.tally.signs': 'Ahora los signos: toca el primer hueco y elige +, luego el segundo hueco y elige =. Después toca «{add}».',
  'guide.tally.finish': '¡2 + 3 = 5 está en tu hoja! En una ronda de verdad sigues buscando hasta que se acabe la arena. Por ahora, toca «{done}» y luego «{finish}».',
  'guide.tally.end': '¡Muy bien! Cada pieza de tus ecuaciones verdaderas vale un punto, salvo que alguien más encuentre la misma. Las ecuaciones largas dan más puntos.',
  'guide.mathable.tile': 'Estas son tus fichas. Toca el 3 para tomarlo.',
  'guide.mathable.place': '¿Ves el 1 y el 2 juntos en el centro? 1 + 2 = 3, así que toca la casilla vacía justo después del 2 para poner ahí tu 3. Los puntos muestran dónde cabe una ficha.',
  'guide.mathable.confirm': '¡Tres puntos! Toca «Listo» para acabar tu turno. ¿Cambiaste de idea? «{undo}» recoge la ficha.',
  'guide.mathable.end': '¡Muy bien! Ahora juega la computadora y luego te toca otra vez. Pon tus fichas donde sean la suma, la resta, el producto o el cociente de dos fichas en línea.',
} satisfies Record<keyof typeof en, string>;
