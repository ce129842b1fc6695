import { useId, useState } from "react";
import { useStaffAccounts } from "../api/get-staff-accounts";

export interface AccountSwitcherProps {
  /** The account the staff user is in, or null. */
  activeAccountId: number | null;
  onEnter: (accountId: number) => void;
}

/** Lets non-account staff pick an account to enter (SPEC §1, §6). */
export function AccountSwitcher({ activeAccountId, onEnter }: AccountSwitcherProps) {
  const id = useId();
  const accounts = useStaffAccounts();
  const [choice, setChoice] = useState("");
  const active = accounts.data?.find((account) => account.id === activeAccountId);

  if (activeAccountId !== null) {
    return <span data-testid="active-account">In account: {active?.name ?? `#${activeAccountId}`}</span>;
  }
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onEnter(Number(choice));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Account to enter
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="rounded-md border border-input bg-background px-2 py-1 text-foreground"
        disabled={!accounts.data}
      >
        <option value="">{accounts.isError ? "Accounts unavailable" : "Choose an account…"}</option>
        {accounts.data?.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-input bg-background px-3 py-1 text-foreground"
        disabled={!choice}
      >
        Enter account
      </button>
    </form>
  );
}
