import type { AdminPermissionCatalog } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { Checkbox } from "@sendline/ui/checkbox";
import { useId, useState, type FormEvent } from "react";
import { useAdminRoles, usePermissionCatalog, useUpdateRole, type AdminRole } from "../api/catalog";
import { SELECT_CLASS, failureOf } from "./admin-format";

type AccessMap = Record<string, string[]>;

/** The matrix of one role: a row per route (access, then its privileges) and the permissions. */
function RoleForm({ role, catalog }: { role: AdminRole; catalog: AdminPermissionCatalog }) {
  const update = useUpdateRole();
  const [access, setAccess] = useState<AccessMap>(role.access);
  const [permissions, setPermissions] = useState<string[]>(role.permissions);
  const [saved, setSaved] = useState(false);
  const failure = failureOf(update.error);
  const toggleRoute = (route: string, on: boolean) =>
    setAccess((current) => {
      const next = { ...current };
      if (on) next[route] = current[route] ?? [];
      else delete next[route];
      return next;
    });
  const togglePrivilege = (route: string, privilege: string, on: boolean) =>
    setAccess((current) => {
      const held = current[route] ?? [];
      return {
        ...current,
        [route]: on
          ? [...held.filter((other) => other !== privilege), privilege]
          : held.filter((other) => other !== privilege),
      };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate({ id: role.id, body: { access, permissions } }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form aria-label={`${role.name} access`} onSubmit={submit} className="flex flex-col gap-4">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Routes and privileges of {role.name}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-4">
              Route
            </th>
            <th scope="col" className="py-2 pr-4">
              Access
            </th>
            <th scope="col" className="py-2">
              Privileges
            </th>
          </tr>
        </thead>
        <tbody>
          {catalog.routes.map(({ route, privileges }) => {
            const open = Object.hasOwn(access, route);
            return (
              <tr key={route} className="border-b align-top">
                <th scope="row" className="py-2 pr-4 text-left font-mono text-xs font-normal">
                  {route}
                </th>
                <td className="py-2 pr-4">
                  <Checkbox
                    aria-label={`Access to ${route}`}
                    checked={open}
                    onCheckedChange={(checked) => toggleRoute(route, checked === true)}
                  />
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    {privileges.map((privilege) => (
                      <label key={privilege} className="flex items-center gap-1.5 font-mono text-xs">
                        <Checkbox
                          aria-label={`${privilege} on ${route}`}
                          disabled={!open}
                          checked={access[route]?.includes(privilege) ?? false}
                          onCheckedChange={(checked) => togglePrivilege(route, privilege, checked === true)}
                        />
                        {privilege}
                      </label>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1.5 text-sm font-medium">Permissions</legend>
        {catalog.permissions.map((permission) => (
          <label key={permission} className="flex items-center gap-1.5 text-sm">
            <Checkbox
              checked={permissions.includes(permission)}
              onCheckedChange={(checked) =>
                setPermissions((current) =>
                  checked === true
                    ? [...current, permission]
                    : current.filter((other) => other !== permission),
                )
              }
            />
            {permission}
          </label>
        ))}
      </fieldset>
      {(failure.message ?? Object.values(failure.fields)[0]) && (
        <p role="alert" className="text-sm text-danger">
          {failure.message ?? Object.values(failure.fields)[0]}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          Save role
        </Button>
        {saved && <span role="status">Role saved.</span>}
      </div>
    </form>
  );
}

/** Staff's roles screen: pick a role, tick its routes, privileges and permissions. */
export function RoleMatrix() {
  const roles = useAdminRoles();
  const catalog = usePermissionCatalog();
  const [roleId, setRoleId] = useState<number | null>(null);
  const selectId = useId();
  if (roles.isError || catalog.isError) return <p role="alert">The roles could not be loaded.</p>;
  if (!roles.data || !catalog.data) return <p role="status">Loading roles…</p>;
  const role = roles.data.find((candidate) => candidate.id === roleId) ?? roles.data[0];
  if (!role) return <p>No roles yet.</p>;
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
          onChange={(event) => setRoleId(Number(event.target.value))}
        >
          {roles.data.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <RoleForm key={role.id} role={role} catalog={catalog.data} />
    </div>
  );
}
