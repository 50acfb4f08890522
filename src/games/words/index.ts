/** TUF words: cubes, grids, vocabulary and checking (DOM-free). */
export * from './cubes';
export * from './grid';
export * from './dawg';
export * from './lexicon';
export * from './vocab';
export * from './check';
export * from './accents';
