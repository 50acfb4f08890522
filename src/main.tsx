/** Entry point: open storage, read settings, draw the shell. Games load lazily after first paint. */
import { render } from 'preact';
import { getStore } from './storage';
import { AppProvider } from './ui/context';
import { App } from './ui/App';
import { requestPersistentStorage } from './ui/services/pwa';
import './ui/styles.css';

async function start(): Promise<void> {
  const store = await getStore();
  const settings = await store.getSettings().catch(() => undefined);
  const root = document.getElementById('app');
  if (!root) return;
  render(
    <AppProvider store={store} initialSettings={settings}>
      <App />
    </AppProvider>,
    root,
  );
  void requestPersistentStorage();
}

void start();
