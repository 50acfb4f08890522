/** Las palabras comunes de la ronda guiada (src/ui/guide), para un niño de 10 años; los pasos de cada juego (`guide.<juego>.…`) están en su propio archivo. */
import type en from '../en/guide';

export default {
  'guide.offerTitle': '¿Es tu primera vez en {game}?',
  'guide.offerText': 'Juguemos juntos tu primera ronda. Te muestro qué tocar, paso a paso. Dura más o menos un minuto.',
  'guide.offerYes': 'Muéstrame',
  'guide.offerNo': 'No, gracias',
  'guide.offerKeeps':
    'La ronda guiada es una partida corta aparte. La partida que preparaste te espera en la pantalla de inicio, y podrás volver a ella al terminar los pasos.',
  'guide.backTitle': '¿Volver a tu partida?',
  'guide.backText': 'La partida que preparaste antes de la ronda guiada te espera tal como la dejaste.',
  'guide.backYes': 'Volver a mi partida',
  'guide.backNo': 'Terminar antes esta ronda',
  'guide.label': 'Ronda guiada de {game}',
  'guide.stepOf': 'Paso {n} de {total}',
  'guide.skip': 'Saltar la guía',
  'guide.next': 'Siguiente',
  'guide.done': 'Listo',
  'guide.again': 'Ver la ronda guiada',
} satisfies Record<keyof typeof en, string>;
