import { Button } from "@sendline/ui/button";
import { stateOfPath } from "@sendline/core";
import { Link, useLocation } from "wouter";
import type { AccessModule } from "../../features/access/api/get-access-control";
import { usePageTitle } from "../../lib/app-context";
import { isSettingsPath, settingsCloseTarget } from "../../lib/settings-return";

/** The landing of a module: its title and its submenu, until the module's own screens replace it. */
export function ModuleLanding({ module }: { module: AccessModule }) {
  const [location, navigate] = useLocation();
  const state = stateOfPath(location) ?? "";
  const item = module.submenu.find((entry) => entry.state === state);
  const title = item?.name ?? module.name ?? "";
  usePageTitle(title);
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {isSettingsPath(location) && (
          <Button variant="outline" onClick={() => navigate(settingsCloseTarget())}>
            Close settings
          </Button>
        )}
      </div>
      <p className="text-gray-600">{module.name}</p>
    </section>
  );
}

/** An address inside the console that names no screen: said in words, inside the shell. */
export function NotFound() {
  usePageTitle("Page not found");
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2">
      <h1 id="screen-title" className="text-2xl font-semibold">
        Page not found
      </h1>
      <p>There is no screen at this address. Check the address, or pick a screen from the menu.</p>
    </section>
  );
}

/**
 * A screen the user's role may not open: said inside the shell, the session kept, with the way
 * back to the screens the role has.
 */
export function NoAccess({ home }: { home: string }) {
  usePageTitle("No access");
  return (
    <section aria-labelledby="screen-title" className="flex flex-col items-start gap-3">
      <h1 id="screen-title" className="text-2xl font-semibold">
        No access
      </h1>
      <p>Your role does not give you access to this screen. Ask your administrator if you need it.</p>
      <Button asChild variant="outline">
        <Link href={home}>Go to your home screen</Link>
      </Button>
    </section>
  );
}
