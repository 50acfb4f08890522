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
  'guide.tuf.roll': 'Toca «Lanzar los cubos» para lanzar tus cubos.',
  'guide.tuf.cube': 'Estos son tus cubos. Toca el 2 para ponerlo en tu línea.',
  'guide.tuf.true': 'Ahora toca +, luego 3, luego = y luego 5 para formar 2 + 3 = 5. La luz se pone verde cuando es verdad. ¿Un cubo equivocado? Tócalo en tu línea y luego «Quitar».',
  'guide.tuf.call': '¡Es verdad! Toca «TUF! Terminé» para acabar la ronda.',
  'guide.tuf.end': '¡Muy bien, tu primer TUF! Cada cubo de una ecuación verdadera vale un punto: la próxima vez intenta usar más cubos.',
} satisfies Record<keyof typeof en, string>;
