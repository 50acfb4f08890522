/** The dictionary files the build emits (src/build/words.ts): graph name → file name beside the worker script. */
declare module 'virtual:tuffest-words' {
  export const files: Record<'school' | 'older' | 'full' | 'fr' | 'es' | 'names' | 'frnames' | 'esnames' | 'it' | 'pt' | 'itnames' | 'ptnames', string>;
  /** The accent graphs (how the words of a language are spelled with their accents): language → file name. */
  export const accents: Record<'fr' | 'es' | 'it' | 'pt', string>;
}
