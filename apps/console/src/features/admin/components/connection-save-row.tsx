import { Button } from "@sendline/ui/button";

/** The end of a connection form: the server's general failure, the save button and "Connection saved." */
export function ConnectionSaveRow({
  failure,
  pending,
  saved,
}: {
  failure: string | undefined;
  pending: boolean;
  saved: boolean;
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending}>
          Save connection
        </Button>
        {saved && <span role="status">Connection saved.</span>}
      </div>
    </>
  );
}
