import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@sendline/ui/alert-dialog";

export interface MessageDialogProps {
  title: string;
  text: string;
  onOk: () => void;
}

/**
 * A modal message answered only by OK (Escape does not dismiss it): the SPEC's 'Session Expired',
 * 'Session Expired!' and 'Password Reset Successful' dialogs.
 */
export function MessageDialog({ title, text, onOk }: MessageDialogProps) {
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onOk}>OK</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
