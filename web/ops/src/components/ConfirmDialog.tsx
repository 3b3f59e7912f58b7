import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../lib/i18n';

export interface ConfirmDialogProps {
  /** The question: "Approve this withdrawal?" */
  title: string;
  /** What exactly is confirmed, named in full (member, amount, operator, role). */
  subject: ReactNode;
  confirmLabel: string;
  /** A destructive or money-moving action: the confirm button is drawn as such. */
  danger?: boolean;
  /** The action is under way: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question naming what is confirmed; Escape or Cancel closes it without acting. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  const { onCancel } = props;
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="ops-overlay">
      <div
        className="ops-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="ops-confirm-title"
        aria-describedby="ops-confirm-subject"
      >
        <h2 id="ops-confirm-title">{props.title}</h2>
        <div id="ops-confirm-subject" className="ops-confirm-subject">
          {props.subject}
        </div>
        <div className="ops-actions">
          <button ref={cancel} type="button" disabled={props.busy} onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={props.danger ? 'ops-danger' : 'ops-primary'}
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
