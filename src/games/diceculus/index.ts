export * from './expr';
export * from './cards';
export * from './scoring';
export * from './game';
