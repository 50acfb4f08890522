/** A Node worker thread serving the TUF solver API through Comlink, for the cancel benchmark. */
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import { nodeEndpoint } from './nodeEndpoint';
import { tufApi } from '../../../workers/tuf/api';

if (parentPort) expose(tufApi, nodeEndpoint(parentPort));
