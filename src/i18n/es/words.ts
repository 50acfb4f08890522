/** TUF words en español (los rechazos; las pantallas traerán sus propios textos). */
import type en from '../en/words';

export default {
  'words.title': 'TUF words',
  'words.refuse.badFace': '«{text}» no es una cara de cubo.',
  'words.refuse.badCell': '«{text}» no es un cubo.',
  'words.refuse.tooBig': 'El crucigrama es demasiado grande.',
  'words.refuse.notInHand': 'El crucigrama usa {used} × {face}, pero tus cubos solo tienen {have}.',
  'words.refuse.empty': 'Todavía no hay ningún cubo colocado.',
  'words.refuse.notConnected': 'Algunos cubos no están unidos al resto del crucigrama.',
  'words.refuse.noWord': 'Un crucigrama necesita al menos una palabra de dos cubos o más.',
  'words.refuse.notAWord': '{word} no está en el diccionario.',
} satisfies Record<keyof typeof en, string>;
