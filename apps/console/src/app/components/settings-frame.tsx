import { statePath, type ConsoleState } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { TabsNav, TabsNavLink } from "@sendline/ui/tabs";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { AccessModule } from "../../features/access/api/get-access-control";
import { usePageTitle } from "../../lib/app-context";
import { settingsCloseTarget } from "../../lib/settings-return";

export interface SettingsFrameProps {
  /** The module whose submenu gives the tabs (only the screens the user may open). */
  module: AccessModule;
  title: string;
  /** The page title, when it differs from the heading. @default title */
  pageTitle?: string;
  /** The name of the tabs' navigation for assistive technology. */
  label: string;
  /** The tab to show as current, when the address is a screen below it. @default the address */
  current?: string;
  children: ReactNode;
}

/**
 * A screen of the settings area (settings, billing): its title, the module's tabs and Close, which
 * returns where settings were opened from (SPEC §2 backTo).
 */
export function SettingsFrame({ module, title, pageTitle, label, current, children }: SettingsFrameProps) {
  const [location, navigate] = useLocation();
  usePageTitle(pageTitle ?? title);
  const tabs = module.submenu.map((entry) => ({
    name: entry.name,
    path: statePath(entry.state as ConsoleState),
  }));
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <Button variant="outline" size="sm" onClick={() => navigate(settingsCloseTarget())}>
          Close
        </Button>
      </div>
      {tabs.length > 1 && (
        <TabsNav aria-label={label}>
          {tabs.map((tab) => (
            <TabsNavLink key={tab.path} asChild active={tab.path === (current ?? location)}>
              <Link href={tab.path}>{tab.name}</Link>
            </TabsNavLink>
          ))}
        </TabsNav>
      )}
      {children}
    </section>
  );
}
