/** El lado del alumno en una lección de clase: unirse y entregar su resultado. */
import type en from '../en/student';

export default {
  'student.resultTitle': 'Tu resultado',
  'student.resultOpen': 'Mi resultado',
  'student.lessonNamed': 'Lección: {name}',
  'student.roundPoints.one': 'Ronda {round}: {count} punto',
  'student.roundPoints.other': 'Ronda {round}: {count} puntos',
  'student.callTime': 'correcta, {seconds} s después de la tirada',
  'student.declared': 'Anunciado: {text}',
  'student.total.one': 'Total: {count} punto',
  'student.total.other': 'Total: {count} puntos',
  'student.hints.one': '{count} pista usada',
  'student.hints.other': '{count} pistas usadas',
  'student.noHints': 'Ninguna pista usada',
  'student.noRounds': 'Aún no has terminado ninguna ronda: tu resultado crece después de cada ronda.',
  'student.finished': 'La lección ha terminado.',
  'student.partial.one': 'Después de {count} ronda: la lección continúa.',
  'student.partial.other': 'Después de {count} rondas: la lección continúa.',
  'student.codeLabel': 'Código de resultado',
  'student.qrWhat': 'tu resultado',
  'student.showTeacher': 'Enséñaselo a tu profesor: escanea el código QR, o tú le lees el código.',
  'student.copy': 'Copiar el código',
  'student.copied': 'Copiado',
} satisfies Record<keyof typeof en, string>;
