/** El tablero de la clase en español: códigos de resultado y la pantalla «Recoger resultados» del docente. */
import type en from '../en/board';

export default {
  'board.refuse.resultEmpty': 'Aquí no hay ningún código.',
  'board.refuse.resultNotCode': 'Esto no es un código de resultado: un código de resultado empieza por TU.',
  'board.refuse.resultLetter': 'Un código de resultado no lleva «{letter}»: revisa las letras.',
  'board.refuse.resultNewer': 'Este código lo escribió una versión más reciente de la aplicación (versión {version}): actualízala para leerlo.',
  'board.refuse.resultTruncated': 'Este código está incompleto: se cortó o le faltan letras.',
  'board.refuse.resultTooLong': 'Este código tiene más letras que un código de resultado: se añadieron letras o hay dos códigos juntos.',
  'board.refuse.resultDamaged': 'Este código no cuadra: una letra se tecleó o se leyó mal.',
  'board.refuse.resultForeign': 'Este resultado es de otra lección.',
  'board.refuse.resultTampered': 'Este código se cambió después de que lo escribiera la aplicación (una puntuación o un nombre editados a mano): no se cuenta.',
  'board.csv.rank': 'Puesto',
  'board.csv.name': 'Nombre',
  'board.csv.round': 'Ronda {n}',
  'board.csv.answer': 'Ronda {n} respuesta',
  'board.csv.seconds': 'Ronda {n} segundos hasta el anuncio',
  'board.csv.total': 'Total',
  'board.csv.hints': 'Pistas',
  'board.csv.finished': 'Terminado',
  'board.csv.yes': 'sí',
  'board.csv.no': 'no',
} satisfies Record<keyof typeof en, string>;
