/**
 * The TUF solver worker (Comlink). The page imports only `TufWorkerApi`
 * (a type) and talks to it through the solver bridge; cancelling a search
 * means terminating the worker, so the searches need no cancellation checks
 * of their own (a budget is the search's own deadline). The API itself is in
 * tuf/api.ts.
 */
import { expose } from 'comlink';
import { tufApi } from './tuf/api';

const api = tufApi;

export type TufWorkerApi = typeof api;

expose(api);
