import { Button } from "@sendline/ui/button";
import { useId, useState } from "react";
import { useAdminRoles, useGrantPermission, useMissingPermissions } from "../api/catalog";
import { SELECT_CLASS } from "./admin-format";

/**
 * The missing-permissions tool (SPEC §6): the privileges the API's endpoints need that the chosen
 * role lacks, admin endpoints left out, each granted with one click.
 */
export function MissingPermissions() {
  const roles = useAdminRoles();
  const [roleId, setRoleId] = useState<number | null>(null);
  const selectId = useId();
  const role = roles.data?.find((candidate) => candidate.id === roleId) ?? roles.data?.[0];
  const missing = useMissingPermissions(role?.id ?? null);
  const grant = useGrantPermission();
  const [granted, setGranted] = useState<string | null>(null);
  if (roles.isError) return <p role="alert">The roles could not be loaded.</p>;
  if (!roles.data || !role) return <p role="status">Loading roles…</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          Role
        </label>
        <select
          id={selectId}
          className={SELECT_CLASS}
          value={role.id}
          onChange={(event) => {
            setRoleId(Number(event.target.value));
            setGranted(null);
          }}
        >
          {roles.data.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {granted && <p role="status">{granted}</p>}
      {grant.isError && (
        <p role="alert" className="text-sm text-danger">
          The privilege could not be granted. Try again.
        </p>
      )}
      {missing.isError && <p role="alert">The missing permissions could not be computed.</p>}
      {missing.isPending && <p role="status">Comparing endpoints with the role…</p>}
      {missing.data && missing.data.length === 0 && <p>{role.name} misses no privilege.</p>}
      {missing.data && missing.data.length > 0 && (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Privileges {role.name} misses</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-4">
                Endpoint
              </th>
              <th scope="col" className="py-2 pr-4">
                Privilege
              </th>
              <th scope="col" className="py-2 pr-4">
                Route
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Grant</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {missing.data.map((row) => (
              <tr key={row.privilege} className="border-b">
                <td className="py-2 pr-4 font-mono text-xs">
                  {row.method} {row.endpoint}
                </td>
                <td className="py-2 pr-4 font-mono text-xs">{row.privilege}</td>
                <td className="py-2 pr-4 font-mono text-xs">{row.route}</td>
                <td className="py-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Grant ${row.privilege}`}
                    disabled={grant.isPending}
                    onClick={() =>
                      grant.mutate(
                        { role_id: role.id, route: row.route, privilege: row.privilege },
                        {
                          onSuccess: () => {
                            setGranted(`Granted ${row.privilege} to ${role.name}.`);
                            void missing.refetch();
                          },
                        },
                      )
                    }
                  >
                    Grant
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
