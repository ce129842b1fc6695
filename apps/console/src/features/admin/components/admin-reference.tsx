import { useOperators, useSalesUsers } from "../api/catalog";

function SimpleTable({ label, headers, rows }: { label: string; headers: string[]; rows: string[][] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr className="border-b text-left">
          {headers.map((header) => (
            <th key={header} scope="col" className="py-2 pr-4">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-b">
            {row.map((cell, column) => (
              <td key={column} className="py-2 pr-4">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Staff's operators screen: each mobile network with its country and prefixes. */
export function AdminOperators() {
  const operators = useOperators();
  if (operators.isError) return <p role="alert">The operators could not be loaded.</p>;
  if (!operators.data) return <p role="status">Loading operators…</p>;
  return (
    <SimpleTable
      label="Operators"
      headers={["Operator", "Code", "Country code", "Prefixes"]}
      rows={operators.data.map((operator) => [
        operator.name,
        operator.code,
        `+${operator.country_code}`,
        operator.prefixes.join(", "),
      ])}
    />
  );
}

/** Staff's sales users screen: the provider's staff who look after accounts. */
export function SalesUsers() {
  const users = useSalesUsers();
  if (users.isError) return <p role="alert">The sales users could not be loaded.</p>;
  if (!users.data) return <p role="status">Loading sales users…</p>;
  return (
    <SimpleTable
      label="Sales users"
      headers={["Name", "Email", "Role", "Status"]}
      rows={users.data.map((user) => [user.name, user.email, user.role_name, user.status])}
    />
  );
}
