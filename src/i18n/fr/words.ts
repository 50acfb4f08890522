/** TUF words en français (les refus ; les écrans viendront avec leurs propres textes). */
import type en from '../en/words';

export default {
  'words.title': 'TUF words',
  'words.refuse.badFace': '« {text} » n’est pas une face de cube.',
  'words.refuse.badCell': '« {text} » n’est pas un cube.',
  'words.refuse.tooBig': 'La grille de mots croisés est trop grande.',
  'words.refuse.notInHand': 'La grille utilise {used} × {face}, mais vos cubes n’en ont que {have}.',
  'words.refuse.empty': 'Aucun cube n’est encore placé.',
  'words.refuse.notConnected': 'Certains cubes ne sont pas reliés au reste de la grille.',
  'words.refuse.noWord': 'Une grille demande au moins un mot de deux cubes ou plus.',
  'words.refuse.notAWord': '{word} n’est pas dans le dictionnaire.',
} satisfies Record<keyof typeof en, string>;
