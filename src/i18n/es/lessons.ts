/** Las lecciones del docente (la página Lecciones, la página de una lección) y el código de clase, en español. */
import type en from '../en/lessons';

export default {
  'class.refuse.code.empty': 'Escribe el código de clase que te dio tu docente.',
  'class.refuse.code.char': '«{char}» nunca aparece en un código de clase (no llevan O, 0, I, 1 ni L): revisa ese carácter.',
  'class.refuse.code.short': 'Este código es demasiado corto: un código de clase tiene al menos {min} caracteres.',
  'class.refuse.code.long': 'Es más largo que cualquier código de clase (como máximo {max} caracteres).',
  'class.refuse.code.check': 'Este código tiene una errata: un carácter está mal, falta o está cambiado de sitio. Compáralo con el de tu docente.',
  'class.refuse.code.newer': 'Este código de clase viene de una versión más reciente de Tuffest: actualiza la aplicación y vuelve a escribirlo.',
  'class.refuse.code.settings': 'Este código de clase pide ajustes que esta versión del juego no sabe jugar: actualiza la aplicación.',
  'class.refuse.link.shape': 'Esto no es un enlace de lección (un enlace de lección lleva #/class/ y un código de clase).',
} satisfies Record<keyof typeof en, string>;
