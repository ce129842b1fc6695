import { type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { Badge } from "@sendline/ui/badge";
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@sendline/ui/select";
import { useMemo, useState } from "react";
import { silentFailureMessage } from "../../../lib/response-handler";
import {
  useAccountRoles,
  useAccountUsers,
  useResendInvitation,
  useUpdateUser,
  type AccountRole,
  type AccountUser,
} from "../api/users";
import { InviteUserDialog } from "./invite-user-dialog";

const fullName = (user: AccountUser) => `${user.fname} ${user.lname}`.trim() || user.email;

function statusBadge(user: AccountUser) {
  if (user.user_status === "disabled") return <Badge variant="danger">Disabled</Badge>;
  if (!user.password_set) return <Badge variant="warning">Invited</Badge>;
  return <Badge variant="success">Active</Badge>;
}

function RowActions({
  user,
  roles,
  self,
  onError,
}: {
  user: AccountUser;
  roles: readonly AccountRole[];
  self: boolean;
  onError: (message: string | null) => void;
}) {
  const update = useUpdateUser();
  const resend = useResendInvitation();
  const attempt = async (action: () => Promise<unknown>) => {
    onError(null);
    try {
      await action();
    } catch (failure) {
      onError(silentFailureMessage(failure));
    }
  };
  const run = (body: Parameters<typeof update.mutateAsync>[0]) => attempt(() => update.mutateAsync(body));
  const disabled = user.user_status === "disabled";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        value={String(user.role_id)}
        disabled={self || update.isPending}
        onValueChange={(value) => void run({ id: user.id, role_id: Number(value) })}
      >
        <SelectTrigger aria-label={`Role of ${fullName(user)}`} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(roles.some((role) => role.id === user.role_id)
            ? roles
            : [...roles, { id: user.role_id, code: user.role_code, name: user.role_name }]
          ).map((role) => (
            <SelectItem key={role.id} value={String(role.id)}>
              {role.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {!self && !disabled && !user.password_set && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          aria-label={`Resend invitation to ${fullName(user)}`}
          onClick={() => void attempt(() => resend.mutateAsync(user.id))}
        >
          Resend invitation
        </Button>
      )}
      {!self && (
        <Button
          type="button"
          size="sm"
          variant={disabled ? "outline" : "danger"}
          disabled={update.isPending}
          aria-label={`${disabled ? "Enable" : "Disable"} ${fullName(user)}`}
          onClick={() => void run({ id: user.id, user_status: disabled ? "active" : "disabled" })}
        >
          {disabled ? "Enable" : "Disable"}
        </Button>
      )}
    </div>
  );
}

export interface AccountUsersProps {
  /** The signed-in user, who can neither disable themselves nor change their own role. */
  currentUserId: number;
}

/**
 * The account's users (list convention) for holders of manage_users: their role and status, an
 * invitation by email, a role change among the account's roles, and disable / enable.
 */
export function AccountUsers({ currentUserId }: AccountUsersProps) {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const list = useAccountUsers(query);
  const roles = useAccountRoles();
  const [error, setError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const roleList = roles.data;

  const columns = useMemo<DataTableColumn<AccountUser>[]>(
    () => [
      {
        id: "name",
        header: "Name",
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{fullName(row.original)}</span>
            <span className="text-xs text-muted-foreground">{row.original.email}</span>
          </span>
        ),
      },
      { id: "status", header: "Status", cell: ({ row }) => statusBadge(row.original) },
      {
        id: "actions",
        header: "Role",
        cell: ({ row }) => (
          <RowActions
            user={row.original}
            roles={roleList ?? []}
            self={row.original.id === currentUserId}
            onError={setError}
          />
        ),
      },
    ],
    [roleList, currentUserId],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button type="button" onClick={() => setInviting(true)} disabled={!roleList}>
          Invite user
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <DataTable
        label="Users"
        columns={columns}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage={query.keyword ? "No users match the search." : "No users yet."}
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="settings-users"
      />
      <InviteUserDialog open={inviting} roles={roleList ?? []} onClose={() => setInviting(false)} />
    </div>
  );
}
