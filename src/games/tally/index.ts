export * from './board';
export * from './equation';
export * from './round';
export * from './codes';
