/** Les leçons de l’enseignant (la page Leçons, la page d’une leçon) et le code de classe, en français. */
import type en from '../en/lessons';

export default {
  'class.refuse.code.empty': 'Tape le code de classe donné par ton enseignant.',
  'class.refuse.code.char': '« {char} » n’est jamais dans un code de classe (ils n’ont ni O, ni 0, ni I, ni 1, ni L) : vérifie ce caractère.',
  'class.refuse.code.short': 'Ce code est trop court : un code de classe a au moins {min} caractères.',
  'class.refuse.code.long': 'C’est plus long que tout code de classe ({max} caractères au plus).',
  'class.refuse.code.check': 'Ce code a une faute de frappe : un caractère est faux, manquant ou inversé. Compare-le avec celui de ton enseignant.',
  'class.refuse.code.newer': 'Ce code de classe vient d’une version plus récente de Tuffest : mets l’application à jour, puis tape-le à nouveau.',
  'class.refuse.code.settings': 'Ce code de classe demande des réglages que cette version du jeu ne sait pas jouer : mets l’application à jour.',
  'class.refuse.link.shape': 'Ce n’est pas un lien de leçon (un lien de leçon contient #/class/ et un code de classe).',
} satisfies Record<keyof typeof en, string>;
