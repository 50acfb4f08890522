/**
 * A storage fault in words for a notice: a full disk, a database another tab
 * upgraded or the browser closed, or (anything else) the reason as the
 * device gave it. Never the browser's own message for a closed connection.
 */
import { StorageFullError, StorageNewerError } from '../storage';
import { t } from '../i18n';

export function storageErrorText(e: unknown): string {
  if (e instanceof StorageFullError) return t('notice.storageFull');
  if (e instanceof StorageNewerError) return t('notice.notSavedUpgraded');
  // "Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing."
  if (e instanceof Error && e.name === 'InvalidStateError') return t('notice.connectionClosed');
  return t('notice.saveFailed', { reason: e instanceof Error ? e.message : String(e) });
}

/** Why a read or write failed, as a short phrase for a sentence ("… could not be read ({reason})"). */
export function storageReason(e: unknown): string {
  if (e instanceof StorageFullError) return t('data.full');
  if (e instanceof StorageNewerError) return t('storage.reason.upgraded');
  if (e instanceof Error && e.name === 'InvalidStateError') return t('storage.reason.closed');
  return e instanceof Error ? e.message : String(e);
}
