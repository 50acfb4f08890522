/** Lecciones en directo en un servidor de clase: el resultado del alumno entregado solo, y el tablero en directo del docente. */
import type en from '../en/live';

export default {
  'live.sending': 'Enviando tu resultado al tablero de tu docente…',
  'live.sent': 'Tu resultado está en el tablero de tu docente.',
  'live.offline': 'La red de la clase no responde: tu resultado se guarda y llegará al tablero cuando vuelva. Mientras tanto, enseña el código a tu docente.',
  'live.teacherName': 'Docente',
  'live.boardTitle': 'Clase en directo',
  'live.boardLead': 'Esta app viene del servidor de clase: con el PIN del docente, el resultado de cada alumno llega solo a este tablero, sin escanear nada.',
  'live.pin': 'PIN del docente',
  'live.open': 'Abrir el tablero en directo',
  'live.pinWrong': 'Ese no es el PIN del docente configurado en el servidor de clase.',
  'live.pinWait': 'Demasiados PIN incorrectos desde este dispositivo: espera diez minutos y vuelve a intentarlo.',
  'live.unreachable': 'El servidor de clase no responde. Escanear y pegar códigos sigue funcionando.',
  'live.connecting': 'Conectando con el servidor de clase…',
  'live.boardOnline': 'Conectado: los resultados llegan a medida que los alumnos terminan.',
  'live.boardOffline': 'El servidor de clase no responde: los resultados llegarán cuando vuelva. Escanear y pegar códigos sigue funcionando.',
  'live.joined.one': '{count} alumno conectado',
  'live.joined.other': '{count} alumnos conectados',
  'live.results.one': '{count} resultado entregado en directo',
  'live.results.other': '{count} resultados entregados en directo',
} satisfies Record<keyof typeof en, string>;
