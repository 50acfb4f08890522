/** A modal dialog on the native <dialog> element (focus trap and Escape for free). */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';

/** Which way a dialog is read: upright (the default), or turned to a person at the top, left or right of a shared table. */
export type DialogFacing = 'bottom' | 'top' | 'left' | 'right';

export function Dialog(props: { open: boolean; title: string; onClose: () => void; facing?: DialogFacing | undefined; children: ComponentChildren }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      // a field marked data-autofocus (a name to type) takes the focus, not the close button
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!props.open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      class={props.facing && props.facing !== 'bottom' ? `dialog is-facing-${props.facing}` : 'dialog'}
      data-facing={props.facing ?? 'bottom'}
      aria-labelledby="dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      {props.open && (
        <div class="dialog-inner">
          <div class="dialog-head">
            <h2 id="dialog-title">{props.title}</h2>
            <button type="button" class="btn btn-icon" aria-label={t('dialog.close')} onClick={props.onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div class="dialog-body">{props.children}</div>
        </div>
      )}
    </dialog>
  );
}

/**
 * A question with one action and a way back ("End the round?" End it / Keep playing): the action's button closes the
 * dialog first, then acts.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  facing?: DialogFacing | undefined;
  yes: string;
  no: string;
  onYes(): void;
  onClose(): void;
  children: ComponentChildren;
}) {
  return (
    <Dialog open={props.open} facing={props.facing} title={props.title} onClose={props.onClose}>
      {props.children}
      <div class="button-row">
        <button
          type="button"
          class="btn btn-primary"
          onClick={() => {
            props.onClose();
            props.onYes();
          }}
        >
          {props.yes}
        </button>
        <button type="button" class="btn" onClick={props.onClose}>
          {props.no}
        </button>
      </div>
    </Dialog>
  );
}
