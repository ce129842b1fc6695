import { buttonClass } from "../layouts/public-layout";

export interface MessageDialogProps {
  title: string;
  text: string;
  onOk: () => void;
}

/** A modal message with one OK button: the SPEC's 'Session Expired' and 'Password Reset Successful'. */
export function MessageDialog({ title, text, onOk }: MessageDialogProps) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="message-dialog-title"
        aria-describedby="message-dialog-text"
        className="flex max-w-md flex-col gap-4 rounded-lg bg-white p-6 shadow-lg"
      >
        <h2 id="message-dialog-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p id="message-dialog-text">{text}</p>
        <button type="button" autoFocus className={buttonClass} onClick={onOk}>
          OK
        </button>
      </div>
    </div>
  );
}
