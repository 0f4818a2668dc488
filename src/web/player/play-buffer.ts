import type { PlayRecord } from '../../domain/signage/player/plays.js';

/** Plays wait in IndexedDB until the server has answered them, so neither a reload nor a day offline loses one. */
const DB = 'sdm-player';
const STORE = 'plays';

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req ? req.result : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const playBuffer = {
  add: (play: PlayRecord) => inStore('readwrite', (s) => void s.put(play)),
  all: async () => (await inStore<PlayRecord[]>('readonly', (s) => s.getAll())) ?? [],
  remove: (ids: readonly string[]) => inStore('readwrite', (s) => ids.forEach((id) => s.delete(id))),
  clear: () => inStore('readwrite', (s) => void s.clear()),
};
