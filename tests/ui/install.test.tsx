// @vitest-environment happy-dom
/**
 * Install help (issue 27): the browser's own prompt where it offers one (kept from the app's start), the Add to
 * Home Screen steps in words on iPad/iPhone, the menu steps elsewhere, and nothing once installed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createMemoryBackend, createStore } from '../../src/storage';
import { AppProvider } from '../../src/ui/context';
import { InstallSection } from '../../src/ui/InstallSection';
import { installWay, isAppleMobile, listenForInstall, runningInstalled } from '../../src/ui/services/install';
import { t } from '../../src/i18n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function show(way?: Parameters<typeof InstallSection>[0]['way']) {
  const store = await createStore(createMemoryBackend());
  return render(
    <AppProvider store={store}>
      <InstallSection way={way} />
    </AppProvider>,
  );
}

describe('which way this device installs', () => {
  it('knows iPad, iPhone and iPadOS calling itself a Mac; not a Mac or an Android tablet', () => {
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(
      isAppleMobile({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isAppleMobile({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', maxTouchPoints: 0 }),
    ).toBe(false);
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', maxTouchPoints: 5 })).toBe(
      false,
    );
  });

  it('is installed when the page runs standalone (display mode, or Safari’s navigator.standalone)', () => {
    const win = (standalone: boolean, iosFlag?: boolean) =>
      ({ matchMedia: (q: string) => ({ matches: standalone && q.includes('standalone') }), navigator: { standalone: iosFlag } }) as unknown as Window;
    expect(runningInstalled(win(true))).toBe(true);
    expect(runningInstalled(win(false, true))).toBe(true);
    expect(runningInstalled(win(false))).toBe(false);
  });
});

describe('Install on this tablet (Settings)', () => {
  it('shows the browser’s own prompt from the offer kept at start; accepted, the section goes and says so', async () => {
    listenForInstall(window);
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    // the browser's own mini bar is kept back: the app offers it where a teacher looks
    expect(offer.defaultPrevented).toBe(true);
    expect(installWay(window)).toBe('prompt');
    const { container } = await show();
    expect(screen.getByRole('heading', { name: t('install.title') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('install.button') }));
    await waitFor(() => expect(container.querySelector('.install-section')).toBeNull());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installWay(window)).toBe('installed');
  });

  it('gives the Add to Home Screen steps in words on iPad and iPhone', async () => {
    await show(() => 'ios');
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([t('install.ios.1'), t('install.ios.2'), t('install.ios.3')]);
    expect(screen.queryByRole('button', { name: t('install.button') })).toBeNull();
  });

  it('folds the menu steps away in a browser that does not say whether it can install', async () => {
    await show(() => 'menu');
    expect(screen.getByText(t('install.menu.how'))).toBeTruthy();
    expect(screen.getByText(t('install.menu.1'))).toBeTruthy();
  });

  it('shows nothing once installed', async () => {
    const { container } = await show(() => 'installed');
    expect(container.textContent).toBe('');
  });
});

describe('an offer made before the app started', () => {
  it('is kept by the first script, so Settings still offers the browser’s prompt (an offer before the app’s start was lost)', async () => {
    vi.resetModules();
    const { keepEarlyInstallOffer } = await import('../../src/boot/installOffer');
    const fresh = await import('../../src/ui/services/install');
    const win = new EventTarget() as unknown as Window;
    keepEarlyInstallOffer(win);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    win.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    // the app's own script starts later, after the first paint
    fresh.listenForInstall(win);
    expect(fresh.installWay(Object.assign(win, { matchMedia: () => ({ matches: false }), navigator }))).toBe('prompt');
    expect(await fresh.promptInstall()).toBe('dismissed');
    expect(offer.prompt).toHaveBeenCalledOnce();
  });
});
