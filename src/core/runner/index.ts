export * from './clock';
export * from './runner';
export * from './memory';
