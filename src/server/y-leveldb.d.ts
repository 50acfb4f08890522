// y-leveldb ships its types at a path its package.json "exports" does not name; what the class server uses of it.
declare module 'y-leveldb' {
  import type * as Y from 'yjs';
  export class LeveldbPersistence {
    constructor(location: string);
    getYDoc(docName: string): Promise<Y.Doc>;
    storeUpdate(docName: string, update: Uint8Array): Promise<number>;
    destroy(): Promise<void>;
  }
}
