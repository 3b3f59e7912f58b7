import { useEffect, useRef } from 'react';
import { closeDialog, useDialogs, useToasts } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { Scrim } from '../Scrim';

/** Draws the top-most global dialog and the toasts; renders nothing when none is open. */
export function DialogHost() {
  const dialogs = useDialogs();
  const toasts = useToasts();
  const t = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const top = dialogs[dialogs.length - 1];

  useEffect(() => {
    confirmRef.current?.focus();
  }, [top?.id]);

  return (
    <>
      {top && (
        <Scrim onClick={() => top.kind === 'notice' && closeDialog(top.id)}>
          <div
            className="sheet"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={`dialog-${top.id}-title`}
            aria-describedby={`dialog-${top.id}-message`}
            onClick={(event) => event.stopPropagation()}
          >
            <h2 id={`dialog-${top.id}-title`}>{top.title ?? t('confirm')}</h2>
            <p id={`dialog-${top.id}-message`} className="pre-line">
              {top.message}
            </p>
            <div className="sheet-actions">
              {top.kind === 'confirm' && (
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => {
                    closeDialog(top.id);
                    top.onCancel?.();
                  }}
                >
                  {top.cancelLabel ?? t('action.cancel')}
                </button>
              )}
              <button
                ref={confirmRef}
                type="button"
                className="button"
                onClick={() => {
                  closeDialog(top.id);
                  top.onConfirm?.();
                }}
              >
                {top.confirmLabel ?? t('action.ok')}
              </button>
            </div>
          </div>
        </Scrim>
      )}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast">
            {toast.message}
          </div>
        ))}
      </div>
    </>
  );
}
