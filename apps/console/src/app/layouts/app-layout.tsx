import { TOP_UP_ROUTE, statePath } from "@sendline/core";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { AccessModule } from "../../features/access/api/get-access-control";
import type { CurrentUser } from "../../features/access/api/get-current-user";
import { Guard } from "../../features/access/components/guard";

const SETTINGS_ROUTE = statePath("settings-profile");

export interface AppLayoutProps {
  user: CurrentUser;
  modules: AccessModule[];
  /** The account a staff user has entered, shown in the navbar with a way out. */
  activeAccountId: number | null;
  /** The account switcher, shown to non-account staff. */
  accountSwitcher?: ReactNode;
  children: ReactNode;
}

function isCurrentModule(module: AccessModule, location: string): boolean {
  return [module.state, ...module.submenu.map((item) => item.state)].some((state) => {
    const path = statePath(state);
    return location === path || location.startsWith(`${path}/`);
  });
}

/** The signed-in shell: navbar on top, sidebar built from the access-control modules. */
export function AppLayout({ user, modules, activeAccountId, accountSwitcher, children }: AppLayoutProps) {
  const [location] = useLocation();
  const name = [user.fname, user.lname].filter(Boolean).join(" ") || user.email;
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="flex items-center justify-between border-b border-gray-200 bg-white px-4 py-2">
        <Link href="/" className="font-semibold text-blue-800">
          Sendline
        </Link>
        <nav aria-label="Account" className="flex items-center gap-4 text-sm">
          {user.role_is_non_account && accountSwitcher}
          {user.role_is_non_account && activeAccountId !== null && (
            <Link href="/logout" className="text-blue-800 underline">
              Leave account
            </Link>
          )}
          <Guard access={TOP_UP_ROUTE}>
            <Link href={TOP_UP_ROUTE} className="text-blue-800 underline">
              Top Up Now
            </Link>
          </Guard>
          <Guard access={SETTINGS_ROUTE}>
            <Link href={SETTINGS_ROUTE} className="text-blue-800 underline">
              Settings
            </Link>
          </Guard>
          <span data-testid="user-name">
            {name} <span className="text-gray-500">({user.role_name})</span>
          </span>
          <Link href="/logout?absolute" className="text-blue-800 underline">
            Log out
          </Link>
        </nav>
      </header>
      <div className="flex flex-1">
        <nav aria-label="Main" className="w-56 shrink-0 border-r border-gray-200 bg-white p-3">
          <ul className="flex flex-col gap-1">
            {modules.map((module) => (
              <li key={module.state}>
                <Link
                  href={statePath(module.state)}
                  aria-current={isCurrentModule(module, location) ? "page" : undefined}
                  className="block rounded-md px-3 py-2 text-sm hover:bg-gray-100 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-900"
                >
                  {module.name}
                </Link>
                {module.submenu.length > 0 && (
                  <ul className="ml-3 flex flex-col">
                    {module.submenu.map((item) => (
                      <li key={item.state}>
                        <Link
                          href={statePath(item.state)}
                          className="block rounded-md px-3 py-1 text-sm text-gray-700 hover:bg-gray-100"
                        >
                          {item.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <main className="flex-1 p-6">{children}</main>
      </div>
    </div>
  );
}
